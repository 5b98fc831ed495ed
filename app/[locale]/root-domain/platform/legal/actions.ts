"use server";

import { ZLegalDocument } from "@/lib/schemas/legal";
import { platformAction } from "@/lib/server/platform/platform-action";
import { publishLegalDocument } from "@/lib/server/legal/publish-legal-document";

export const publishLegalDocumentAction = platformAction(ZLegalDocument, publishLegalDocument);
