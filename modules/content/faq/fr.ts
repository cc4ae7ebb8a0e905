// The help centre in French (vous), by the English entry's id (faq.ts): the same claims, links and addresses.
import type { FaqTranslation } from '../faq.ts';

export default {
  categories: { 'Getting Started': 'Premiers pas', Documents: 'Documents', Purchases: 'Achats', 'Account & Security': 'Compte et sécurité' },
  entries: {
    'what-is-studyhall': {
      question: 'Qu’est-ce que Studyhall ?',
      answer:
        'Studyhall est une plateforme d’étude : une place de marché de notes, de résumés, d’annales et de guides rédigés par des étudiants, avec une recherche instantanée par matière, université, cours et manuel. L’aperçu d’un document est gratuit ; vous ouvrez le document entier avec des points.',
    },
    'is-it-free': {
      question: 'Studyhall est-il gratuit ?',
      answer:
        'Créer un compte, parcourir le site, rechercher et lire les pages d’aperçu de chaque document est gratuit. Ouvrir un document entier coûte le nombre de points fixé par son vendeur, affiché sur la page du document avant l’achat.',
    },
    'how-do-points-work': {
      question: 'Comment fonctionnent les points ?',
      answer:
        '**10 points coûtent 1 USD.** Achetez un pack dans **Tableau de bord → Portefeuille** (les packs plus importants incluent des points bonus) ou un montant libre, puis dépensez vos points pour des documents. Votre solde est mis à jour dès qu’un paiement est confirmé, dans tous les onglets ouverts. Les points n’expirent pas tant que votre compte est ouvert.',
    },
    'find-documents-for-my-course': {
      question: 'Comment trouver des documents pour mon cours ?',
      answer:
        'Tapez dans le champ de recherche en haut de chaque page : les résultats s’affichent pendant la saisie, regroupés par type. Appuyez sur Entrée pour la recherche complète, avec des filtres par matière, université et type de document. Vous pouvez aussi parcourir les [matières](/subjects), les [universités](/universities) et leurs cours, ou les [manuels](/textbooks).',
    },
    'become-a-seller': {
      question: 'Comment commencer à vendre mes notes ?',
      answer:
        'Passez le tableau de bord en **mode vendeur** avec l’interrupteur de la barre latérale et choisissez **Importer**. Ajoutez un titre, une matière, un type de document et un prix ; nous générons les aperçus, recherchons les doublons et vérifions le document avant sa mise en vente. Son statut dans **Vendeur → Documents** change en direct lorsqu’il est mis en ligne.',
    },
    'which-files-can-i-upload': {
      question: 'Quels fichiers puis-je importer ?',
      answer:
        'Des fichiers PDF, Word (DOCX), PowerPoint (PPTX), texte OpenDocument (ODT) et RTF, jusqu’à 50 Mo et 500 pages, ou jusqu’à 30 photos de vos notes (JPEG, PNG, WebP, HEIC), réunies en un seul PDF dans l’ordre que vous choisissez. La nature d’un fichier est déterminée par son contenu, pas par son nom. Les pages scannées et les photos sont lues afin que leur texte soit consultable par la recherche.',
    },
    'how-long-does-review-take': {
      question: 'Combien de temps prend la vérification de mon import ?',
      answer:
        'Les aperçus sont prêts quelques secondes après l’import. Un modérateur approuve ensuite le document, demande des modifications ou le refuse en indiquant la raison ; vous voyez son statut et la raison dans **Vendeur → Documents**, mis à jour en direct.',
    },
    'how-much-do-sellers-earn': {
      question: 'Combien est-ce que je gagne sur une vente ?',
      answer:
        'Vous percevez **70 % du prix en points** de chaque vente (arrondi à l’entier inférieur), crédités dès que l’acheteur ouvre le document. Vous pouvez retirer vos gains à partir de **500 points (50 USD)** dans **Vendeur → Portefeuille** ; chaque retrait est vérifié puis versé selon les coordonnées de versement que vous indiquez.',
    },
    'why-was-my-document-rejected': {
      question: 'Pourquoi mon document a-t-il été refusé ou retiré ?',
      answer:
        'La page du document dans **Vendeur → Documents** en donne la raison. Le plus souvent, le contenu n’était pas celui du vendeur, faisait doublon avec un document en vente, ou la matière ou le type était erroné. Corrigez ce qu’indique la raison et importez-le à nouveau, ou [déposez une réclamation](/legal/file-complaint) si vous pensez que nous nous sommes trompés.',
    },
    'what-do-i-see-before-buying': {
      question: 'Que puis-je voir avant d’acheter un document ?',
      answer:
        'Le titre, la description, la matière, le cours, le nombre de pages, la note et les avis, ainsi que les premières pages sous forme d’aperçu lisible ; les autres pages sont floutées pour que vous puissiez juger de la longueur et de la mise en page.',
    },
    'how-do-i-pay': {
      question: 'Comment puis-je payer ?',
      answer:
        'Par les principales cartes de crédit et de débit (via Stripe) ou par PayPal. Vos coordonnées de carte et PayPal sont saisies sur leurs propres pages sécurisées et ne parviennent jamais à Studyhall.',
    },
    'where-are-my-documents': {
      question: 'Où trouver les documents que j’ai achetés ?',
      answer:
        'Dans **Tableau de bord → Documents**. Un document acheté y reste ; ouvrez-le pour le lire dans le navigateur ou télécharger le PDF.',
    },
    refunds: {
      question: 'Puis-je obtenir un remboursement ?',
      answer:
        'Oui, sous **30 jours**. Un document qui ne correspond pas à ce que promettaient son titre et son aperçu est remboursé en points ; les points achetés et non dépensés sont remboursés sur la carte ou le compte PayPal ayant servi au paiement. Écrivez à {{supportEmail}} en indiquant la commande ; la [Politique de remboursement](/legal/refund-policy) donne tous les détails.',
    },
    'payment-went-through-no-points': {
      question: 'J’ai payé, mais mes points ne sont pas arrivés. Que faire ?',
      answer:
        'Les points sont crédités dès que le prestataire de paiement confirme le paiement, en général en quelques secondes, même si vous avez fermé la page. Si la confirmation du prestataire se perd, nous l’interrogeons à nouveau avant l’expiration de la commande. Si vos points manquent toujours au bout d’une heure, écrivez à {{supportEmail}} en indiquant la commande figurant dans la liste des commandes de **Tableau de bord → Portefeuille**.',
    },
    'can-i-buy-twice': {
      question: 'Puis-je être débité deux fois pour le même document ?',
      answer: 'Non. Un document s’achète une seule fois par compte ; le rouvrir, sur n’importe quel appareil, ne coûte rien.',
    },
    'reset-password': {
      question: 'J’ai oublié mon mot de passe. Comment me reconnecter ?',
      answer:
        'Choisissez **Mot de passe oublié ?** sur la [page de connexion](/login) et suivez le lien que nous vous envoyons par e-mail. Le lien ne fonctionne qu’une fois et expire au bout d’une heure.',
    },
    'two-factor': {
      question: 'Comment activer l’authentification à deux facteurs ?',
      answer:
        'Dans **Paramètres → Sécurité**, choisissez **Configurer la double authentification**, scannez le QR code avec une application d’authentification et saisissez son code. Dès lors, la connexion vous demandera un code de l’application. Conservez les codes de récupération en lieu sûr.',
    },
    'signed-in-devices': {
      question: 'Comment voir où mon compte est connecté ?',
      answer:
        '**Paramètres → Sécurité** liste chaque appareil connecté à votre compte, avec son navigateur et sa dernière activité. Déconnectez-en un, ou tous à la fois.',
    },
    'change-email-or-delete': {
      question: 'Comment changer mon adresse e-mail ou supprimer mon compte ?',
      answer:
        'Écrivez à {{supportEmail}} depuis l’adresse de votre compte. Pour obtenir une copie de vos données ou supprimer votre compte, écrivez à {{privacyEmail}} ; nous répondons sous 30 jours. La [Politique de confidentialité](/legal/privacy) indique ce qui est conservé et pendant combien de temps.',
    },
    'contact-support': {
      question: 'Comment contacter l’assistance ?',
      answer: 'Écrivez à {{supportEmail}} ou utilisez le [formulaire de contact](/contact). Nous répondons sous 24 heures les jours ouvrés.',
    },
  },
} satisfies FaqTranslation;
