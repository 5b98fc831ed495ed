import { EmailForm } from "@/components/admin/settings/profile/email-form";
import { PasswordForm } from "@/components/admin/settings/profile/password-form";
import { PersonalInfoForm } from "@/components/admin/settings/profile/personal-info-form";
import { PreferencesForm } from "@/components/admin/settings/profile/preferences-form";
import { TimeZoneForm } from "@/components/admin/settings/profile/time-zone-form";
import { DEFAULT_STORE_TIME_ZONE } from "@/lib/constants";
import { timeZoneOptions } from "@/lib/domain/time-zones";
import { isUiLocale } from "@/lib/i18n/locales";
import { getActor } from "@/lib/server/auth/actor";
import { runGuards } from "@/lib/server/auth/guards";
import { requestUrl } from "@/lib/server/request-url";
import { changePasswordAction, updatePersonalInfoAction, updatePreferencesAction, updateTimeZoneAction, startEmailChange } from "./actions";
import { titleMetadata } from "@/lib/i18n/title-metadata";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = titleMetadata("profile");

export default async function ProfilePage({ params }: Props) {
  const { locale } = await params;
  // The layout redirects signed-out visitors too, but this page renders alongside it.
  await runGuards(["auth-page"], { locale, path: (await requestUrl()).path });
  const actor = (await getActor())!;
  return (
    <div className="flex flex-col gap-10">
      <PersonalInfoForm initial={{ firstName: actor.firstName, lastName: actor.lastName }} email={actor.email} save={updatePersonalInfoAction} />
      <PreferencesForm
        initial={{ uiLocale: isUiLocale(actor.uiLocale) ? actor.uiLocale : "ru", theme: actor.theme }}
        save={updatePreferencesAction}
      />
      {actor.role === "administrator" && (
        // The zone is read by the operator's console alone.
        <TimeZoneForm
          initial={{ timeZone: actor.timeZone ?? "" }}
          zones={timeZoneOptions(actor.timeZone ?? undefined)}
          platformZone={DEFAULT_STORE_TIME_ZONE}
          save={updateTimeZoneAction}
        />
      )}
      <PasswordForm save={changePasswordAction} />
      <EmailForm save={startEmailChange} />
    </div>
  );
}
