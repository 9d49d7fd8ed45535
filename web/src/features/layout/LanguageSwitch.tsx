import { useTranslation } from 'react-i18next';
import { languages } from '../../app/i18n';

// Offers the other UI language, named in that language (so "English" on the German page).
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const target = languages.find((language) => language !== i18n.resolvedLanguage) ?? languages[0]!;
  return (
    <button
      type="button"
      className="app-bar__language"
      lang={target}
      title={t('appBar.switchLanguage')}
      onClick={() => void i18n.changeLanguage(target)}
    >
      {t('languageName', { lng: target })}
    </button>
  );
}
