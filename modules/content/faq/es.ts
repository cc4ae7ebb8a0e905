// The help centre in Spanish (tú), by the English entry's id (faq.ts): the same claims, links and addresses.
import type { FaqTranslation } from '../faq.ts';

export default {
  categories: { 'Getting Started': 'Primeros pasos', Documents: 'Documentos', Purchases: 'Compras', 'Account & Security': 'Cuenta y seguridad' },
  entries: {
    'what-is-studyhall': {
      question: '¿Qué es Studyhall?',
      answer:
        'Studyhall es una plataforma de estudio: un mercado de apuntes, resúmenes, exámenes anteriores y guías escritos por estudiantes, con búsqueda instantánea por asignatura, universidad, curso y libro de texto. Ves la vista previa de un documento gratis y lo abres entero con puntos.',
    },
    'is-it-free': {
      question: '¿Studyhall es gratis?',
      answer:
        'Crear una cuenta, navegar, buscar y leer las páginas de vista previa de cualquier documento es gratis. Abrir un documento entero cuesta los puntos que haya fijado su vendedor, que se muestran en la página del documento antes de comprarlo.',
    },
    'how-do-points-work': {
      question: '¿Cómo funcionan los puntos?',
      answer:
        '**10 puntos cuestan 1 USD.** Compra un paquete en **Panel → Monedero** (los paquetes más grandes incluyen puntos extra) o un importe a tu elección, y luego gasta los puntos en documentos. Tu saldo se actualiza en cuanto se confirma un pago, en todas las pestañas abiertas. Los puntos no caducan mientras tu cuenta esté abierta.',
    },
    'find-documents-for-my-course': {
      question: '¿Cómo encuentro documentos para mi curso?',
      answer:
        'Escribe en el buscador de la parte superior de cualquier página: los resultados aparecen mientras escribes, agrupados por tipo. Pulsa Intro para la búsqueda completa con filtros por asignatura, universidad y tipo de documento. También puedes explorar las [asignaturas](/subjects), las [universidades](/universities) y sus cursos, o los [libros de texto](/textbooks).',
    },
    'become-a-seller': {
      question: '¿Cómo empiezo a vender mis apuntes?',
      answer:
        'Cambia el panel al **modo vendedor** con el interruptor de la barra lateral y elige **Subir**. Añade un título, la asignatura, el tipo de documento y el precio; nosotros creamos las vistas previas, comprobamos si hay duplicados y revisamos el documento antes de publicarlo. Su estado en **Vendedor → Documentos** cambia en directo cuando se publica.',
    },
    'which-files-can-i-upload': {
      question: '¿Qué archivos puedo subir?',
      answer:
        'Archivos PDF, Word (DOCX), PowerPoint (PPTX), texto de OpenDocument (ODT) y RTF, de hasta 50 MB y 500 páginas, o hasta 30 fotos de tus apuntes (JPEG, PNG, WebP, HEIC), que se convierten en un solo PDF en el orden que elijas. El tipo de archivo lo decide su contenido, no su nombre. Las páginas escaneadas y las fotos se leen para que se pueda buscar en su texto.',
    },
    'how-long-does-review-take': {
      question: '¿Cuánto tarda la revisión de mi documento subido?',
      answer:
        'Las vistas previas están listas a los pocos segundos de subirlo. Después, un moderador aprueba el documento, pide cambios o lo rechaza explicando el motivo; ves su estado y el motivo en **Vendedor → Documentos**, actualizado en directo.',
    },
    'how-much-do-sellers-earn': {
      question: '¿Cuánto gano con una venta?',
      answer:
        'Ganas el **70 % del precio en puntos** de cada venta (redondeado hacia abajo a puntos enteros), abonado en el momento en que el comprador abre el documento. Puedes retirar a partir de **500 puntos (50 USD)** en **Vendedor → Monedero**; cada retirada se revisa y se paga a los datos de cobro que indiques.',
    },
    'why-was-my-document-rejected': {
      question: '¿Por qué se rechazó o se retiró mi documento?',
      answer:
        'La página del documento en **Vendedor → Documentos** indica el motivo. Lo más habitual es que el material no fuera del propio vendedor, que fuera un duplicado de un documento ya publicado o que tuviera la asignatura o el tipo equivocados. Corrige lo que indica el motivo y vuelve a subirlo, o [presenta una reclamación](/legal/file-complaint) si crees que nos hemos equivocado.',
    },
    'what-do-i-see-before-buying': {
      question: '¿Qué puedo ver antes de comprar un documento?',
      answer:
        'El título, la descripción, la asignatura, el curso, el número de páginas, la valoración y las reseñas, y las primeras páginas como vista previa legible; el resto de páginas se muestran difuminadas para que puedas valorar su extensión y su formato.',
    },
    'how-do-i-pay': {
      question: '¿Cómo puedo pagar?',
      answer:
        'Con las principales tarjetas de crédito y débito (a través de Stripe) o con PayPal. Los datos de la tarjeta y de PayPal se introducen en sus propias páginas seguras y nunca llegan a Studyhall.',
    },
    'where-are-my-documents': {
      question: '¿Dónde encuentro los documentos que he comprado?',
      answer:
        'En **Panel → Documentos**. Un documento que has comprado se queda ahí; ábrelo para leerlo en el navegador o descargar el PDF.',
    },
    refunds: {
      question: '¿Puedo conseguir un reembolso?',
      answer:
        'Sí, en un plazo de **30 días**. Un documento que no es lo que prometían su título y su vista previa se reembolsa en puntos; los puntos comprados que no has gastado se reembolsan a la tarjeta o la cuenta de PayPal con la que pagaste. Escribe a {{supportEmail}} indicando el pedido; la [Política de reembolso](/legal/refund-policy) tiene todos los detalles.',
    },
    'payment-went-through-no-points': {
      question: 'He pagado pero no me han llegado los puntos. ¿Qué hago?',
      answer:
        'Los puntos se abonan en cuanto el proveedor de pagos confirma el pago, normalmente en segundos, aunque hayas cerrado la página. Si se pierde la confirmación del proveedor, se lo volvemos a preguntar antes de que caduque el pedido. Si al cabo de una hora sigues sin tus puntos, escribe a {{supportEmail}} indicando el pedido de la lista de pedidos de **Panel → Monedero**.',
    },
    'can-i-buy-twice': {
      question: '¿Me pueden cobrar dos veces el mismo documento?',
      answer: 'No. Un documento se compra una sola vez por cuenta; volver a abrirlo, en cualquier dispositivo, no cuesta nada.',
    },
    'reset-password': {
      question: 'He olvidado mi contraseña. ¿Cómo vuelvo a entrar?',
      answer:
        'Elige **¿Has olvidado tu contraseña?** en la [página de inicio de sesión](/login) y sigue el enlace que te enviamos por correo. El enlace funciona una sola vez y caduca al cabo de una hora.',
    },
    'two-factor': {
      question: '¿Cómo activo la verificación en dos pasos?',
      answer:
        'En **Ajustes → Seguridad**, elige **Configurar verificación en dos pasos**, escanea el código QR con una app de autenticación e introduce su código. A partir de entonces, al iniciar sesión se te pedirá un código de la app. Guarda los códigos de recuperación en un lugar seguro.',
    },
    'signed-in-devices': {
      question: '¿Cómo veo dónde tengo la sesión iniciada?',
      answer:
        '**Ajustes → Seguridad** muestra todos los dispositivos con la sesión iniciada en tu cuenta, con su navegador y su última actividad. Cierra la sesión en cualquiera de ellos, o en todos a la vez.',
    },
    'change-email-or-delete': {
      question: '¿Cómo cambio mi correo electrónico o elimino mi cuenta?',
      answer:
        'Escribe a {{supportEmail}} desde la dirección de tu cuenta. Para obtener una copia de tus datos o eliminar tu cuenta, escribe a {{privacyEmail}}; respondemos en un plazo de 30 días. La [Política de privacidad](/legal/privacy) explica qué se guarda y durante cuánto tiempo.',
    },
    'contact-support': {
      question: '¿Cómo contacto con el soporte?',
      answer: 'Escribe a {{supportEmail}} o usa el [formulario de contacto](/contact). Respondemos en 24 horas los días laborables.',
    },
  },
} satisfies FaqTranslation;
