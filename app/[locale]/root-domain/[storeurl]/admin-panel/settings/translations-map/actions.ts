"use server";

import { ZAbbreviationTarget, ZCreateAbbreviation, ZUpdateAbbreviation } from "@/lib/schemas/abbreviations";
import { storeAction } from "@/lib/server/auth/action";
import { createAbbreviation } from "@/lib/server/abbreviations/create-abbreviation";
import { deleteAbbreviation } from "@/lib/server/abbreviations/delete-abbreviation";
import { updateAbbreviation } from "@/lib/server/abbreviations/update-abbreviation";

export const createAbbreviationAction = storeAction(ZCreateAbbreviation, createAbbreviation);
export const updateAbbreviationAction = storeAction(ZUpdateAbbreviation, updateAbbreviation);
export const deleteAbbreviationAction = storeAction(ZAbbreviationTarget, deleteAbbreviation);
