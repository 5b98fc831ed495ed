import { legalDocumentPage } from "@/components/legal/legal-document-page";

const page = legalDocumentPage("user-agreement");
export const generateMetadata = page.generateMetadata;
export default page.Page;
