"use server";

import { ZLegalDocument } from "@/lib/schemas/legal";
import { actorAction } from "@/lib/server/auth/action";
import { publishLegalDocument } from "@/lib/server/legal/publish-legal-document";

export const publishLegalDocumentAction = actorAction(ZLegalDocument, publishLegalDocument);
