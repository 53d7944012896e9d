// Alerts shown to the user. Other stores forward their errors and notifications here.
import { create } from "zustand";

export interface AlertNotification {
  code: string;
  message?: string;
}

export interface AlertState {
  error: string | null;
  notification: AlertNotification | null;
  setError: (error: string | null) => void;
  setNotification: (notification: AlertNotification | null) => void;
  clear: () => void;
}

export const useAlertStore = create<AlertState>()((set) => ({
  error: null,
  notification: null,
  setError: (error) => set({ error }),
  setNotification: (notification) => set({ notification }),
  clear: () => set({ error: null, notification: null }),
}));
