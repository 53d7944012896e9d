import { handleGetEpisodeDetails } from "@/api-routes/podcast-episode";

export const GET = handleGetEpisodeDetails;
