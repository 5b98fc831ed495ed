import "server-only";
import type { UploadErrorKey } from "../../uploads/contract";
import { DomainError } from "../context";

/** An upload refused with a contract key (texts in messages/…/uploads.json `errors.*`). */
export class UploadRefusal extends DomainError {
  constructor(
    readonly key: UploadErrorKey,
    readonly num?: number,
  ) {
    super(key);
    this.name = "UploadRefusal";
  }
}
