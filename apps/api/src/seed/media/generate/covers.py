"""Writes the demo cover SVGs (calm gradients + simple shapes, no text)."""
import math, os
OUT = os.path.join(os.environ.get('WORK', '/tmp/sosiego-media'), 'svg')
os.makedirs(OUT, exist_ok=True)

def grad(id, c1, c2, x2='0', y2='1'):
    return f'<linearGradient id="{id}" x1="0" y1="0" x2="{x2}" y2="{y2}"><stop offset="0" stop-color="{c1}"/><stop offset="1" stop-color="{c2}"/></linearGradient>'

def radial(id, c, op=0.9):
    return f'<radialGradient id="{id}"><stop offset="0" stop-color="{c}" stop-opacity="{op}"/><stop offset="1" stop-color="{c}" stop-opacity="0"/></radialGradient>'

def svg(w, h, defs, body):
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}"><defs>{defs}</defs>{body}</svg>'

def wave_path(w, h, y, amp, length, phase, bottom=None):
    pts = []
    for i in range(0, w + 11, 10):
        pts.append(f'{i},{y + amp * math.sin(2 * math.pi * i / length + phase):.1f}')
    bottom = h if bottom is None else bottom
    return f'M0,{bottom} L' + ' L'.join(pts) + f' L{w},{bottom} Z'

def write(name, s):
    with open(os.path.join(OUT, name + '.svg'), 'w') as f:
        f.write(s)

S = 400
# ---- audio covers ----
write('respiracion-consciente', svg(S, S, grad('bg', '#cfe8e4', '#6fa8a8') + radial('g', '#ffffff', 0.8),
    f'<rect width="{S}" height="{S}" fill="url(#bg)"/><circle cx="200" cy="200" r="170" fill="url(#g)"/>'
    + ''.join(f'<circle cx="200" cy="200" r="{r}" fill="none" stroke="#ffffff" stroke-opacity="{o}" stroke-width="3"/>'
              for r, o in [(150, 0.25), (115, 0.4), (80, 0.6)])
    + '<circle cx="200" cy="200" r="46" fill="#ffffff" fill-opacity="0.85"/>'))

rain = ''.join(f'<line x1="{x}" y1="{y}" x2="{x - 8}" y2="{y + 26}" stroke="#e8f0f8" stroke-opacity="0.7" stroke-width="3" stroke-linecap="round"/>'
               for x, y in [(120, 230), (160, 270), (200, 235), (240, 280), (280, 240), (140, 310), (220, 320), (300, 300), (180, 350), (260, 345)])
write('lluvia-serena', svg(S, S, grad('bg', '#8fa3bf', '#3f5572'),
    f'<rect width="{S}" height="{S}" fill="url(#bg)"/>{rain}'
    '<g fill="#f3f6fa" fill-opacity="0.92"><circle cx="150" cy="170" r="45"/><circle cx="205" cy="145" r="60"/>'
    '<circle cx="260" cy="175" r="42"/><rect x="105" y="170" width="200" height="48" rx="24"/></g>'))

write('olas-del-mar', svg(S, S, grad('bg', '#fde7cf', '#9fd3d6') + radial('g', '#fff6e0'),
    f'<rect width="{S}" height="{S}" fill="url(#bg)"/><circle cx="280" cy="130" r="110" fill="url(#g)"/>'
    '<circle cx="280" cy="130" r="42" fill="#fff3d6"/>'
    f'<path d="{wave_path(S, S, 240, 12, 160, 0)}" fill="#6fb7c0"/>'
    f'<path d="{wave_path(S, S, 285, 14, 200, 1.7)}" fill="#4a97a8"/>'
    f'<path d="{wave_path(S, S, 335, 12, 170, 3.1)}" fill="#2f7489"/>'))

write('cuenco-tibetano', svg(S, S, grad('bg', '#f6dcb0', '#c98a55') + grad('bowl', '#a8673a', '#6e3e22') + radial('g', '#fff1d2', 0.7),
    f'<rect width="{S}" height="{S}" fill="url(#bg)"/><circle cx="200" cy="230" r="160" fill="url(#g)"/>'
    + ''.join(f'<path d="M{200 - r},{200} A{r},{r * 0.55} 0 0 1 {200 + r},{200}" fill="none" stroke="#fff6e6" stroke-opacity="{o}" stroke-width="3"/>'
              for r, o in [(150, 0.3), (125, 0.45), (100, 0.6)])
    + '<path d="M110,215 Q200,215 290,215 Q285,300 200,305 Q115,300 110,215 Z" fill="url(#bowl)"/>'
    '<ellipse cx="200" cy="215" rx="90" ry="14" fill="#8a5230"/><ellipse cx="200" cy="318" rx="55" ry="7" fill="#6e3e22" fill-opacity="0.35"/>'))

stars = ''.join(f'<circle cx="{x}" cy="{y}" r="{r}" fill="#ffffff" fill-opacity="{o}"/>'
                for x, y, r, o in [(70, 80, 2, 0.8), (120, 150, 1.5, 0.6), (320, 70, 2, 0.7), (340, 200, 1.5, 0.5), (90, 280, 1.5, 0.5), (260, 320, 2, 0.6), (180, 60, 1.5, 0.6), (330, 300, 1.5, 0.5)])
write('calma-profunda', svg(S, S, grad('bg', '#1f2a4d', '#4b4f86') + radial('g', '#dfe4ff', 0.5),
    f'<rect width="{S}" height="{S}" fill="url(#bg)"/>{stars}<circle cx="200" cy="190" r="140" fill="url(#g)"/>'
    '<mask id="m"><rect width="400" height="400" fill="#fff"/><circle cx="232" cy="168" r="78" fill="#000"/></mask>'
    '<circle cx="200" cy="190" r="84" fill="#f4f1e6" mask="url(#m)"/>'))

lines = ''.join(f'<path d="{wave_path(S, S, 120 + i * 40, 18 - i * 1.5, 150 + i * 20, i * 0.7, bottom=None).split(" L" + str(S))[0].replace("M0," + str(S) + " L", "M")}" fill="none" stroke="#ffffff" stroke-opacity="{0.75 - i * 0.1}" stroke-width="3"/>'
                for i in range(5))
write('enfoque-theta', svg(S, S, grad('bg', '#c7b8e6', '#6f7fc2', '1', '1'), f'<rect width="{S}" height="{S}" fill="url(#bg)"/>{lines}'))

# ---- video covers (16:9) ----
W, H = 640, 360
write('circulo-respiracion', svg(W, H, grad('bg', '#26465f', '#4f5f93') + radial('g', '#d6e6f5', 0.7),
    f'<rect width="{W}" height="{H}" fill="url(#bg)"/><circle cx="320" cy="180" r="150" fill="url(#g)"/>'
    '<circle cx="320" cy="180" r="84" fill="#e6eef5"/>'
    '<circle cx="320" cy="180" r="118" fill="none" stroke="#e6eef5" stroke-opacity="0.35" stroke-width="3"/>'))
write('olas-al-atardecer', svg(W, H, grad('bg', '#7a6fb0', '#f0a48c') + radial('g', '#ffd9a0', 0.8),
    f'<rect width="{W}" height="{H}" fill="url(#bg)"/><circle cx="320" cy="200" r="150" fill="url(#g)"/>'
    '<circle cx="320" cy="200" r="48" fill="#fcd9a8"/>'
    f'<path d="{wave_path(W, H, 232, 7, 340, 0)}" fill="#4f6a9a"/>'
    f'<path d="{wave_path(W, H, 282, 9, 440, 1.3)}" fill="#344e78"/>'))

# ---- category covers ----
write('relaciones', svg(S, S, grad('bg', '#fbe1dc', '#e49a94'),
    f'<rect width="{S}" height="{S}" fill="url(#bg)"/>'
    '<circle cx="165" cy="200" r="85" fill="#ffffff" fill-opacity="0.55"/><circle cx="235" cy="200" r="85" fill="#ffffff" fill-opacity="0.55"/>'
    '<circle cx="165" cy="200" r="85" fill="none" stroke="#ffffff" stroke-width="3"/><circle cx="235" cy="200" r="85" fill="none" stroke="#ffffff" stroke-width="3"/>'))
write('personal', svg(S, S, grad('bg', '#e3efd6', '#8fb58a'),
    f'<rect width="{S}" height="{S}" fill="url(#bg)"/>'
    '<path d="M200,330 C200,260 200,220 200,170" stroke="#4e7a4f" stroke-width="6" fill="none" stroke-linecap="round"/>'
    '<path d="M200,230 C140,230 110,190 105,140 C160,140 200,170 200,230 Z" fill="#5f9460"/>'
    '<path d="M200,190 C250,190 290,155 295,95 C235,95 200,130 200,190 Z" fill="#77ab6f"/>'
    '<ellipse cx="200" cy="335" rx="70" ry="10" fill="#4e7a4f" fill-opacity="0.3"/>'))
write('salud', svg(S, S, grad('bg', '#fff1d6', '#a9d8c8') + radial('g', '#fff8e0'),
    f'<rect width="{S}" height="{S}" fill="url(#bg)"/><circle cx="200" cy="170" r="130" fill="url(#g)"/>'
    '<circle cx="200" cy="170" r="55" fill="#ffd88a"/>'
    f'<path d="{wave_path(S, S, 280, 22, 420, 0.5)}" fill="#7fbfa8"/>'
    f'<path d="{wave_path(S, S, 320, 18, 360, 2.5)}" fill="#5a9f8a"/>'))
write('trabajo-y-finanzas', svg(S, S, grad('bg', '#f1e6d4', '#b9a88c'),
    f'<rect width="{S}" height="{S}" fill="url(#bg)"/>'
    '<ellipse cx="200" cy="315" rx="95" ry="28" fill="#7d6e5b"/><ellipse cx="200" cy="258" rx="72" ry="24" fill="#958572"/>'
    '<ellipse cx="200" cy="210" rx="52" ry="19" fill="#ab9c88"/><ellipse cx="200" cy="172" rx="34" ry="14" fill="#c4b6a2"/>'
    '<ellipse cx="200" cy="346" rx="120" ry="8" fill="#5e5243" fill-opacity="0.25"/>'))
petal = lambda a, c: f'<path d="M200,300 C160,250 170,180 200,140 C230,180 240,250 200,300 Z" fill="{c}" transform="rotate({a} 200 300)"/>'
write('espiritualidad', svg(S, S, grad('bg', '#e4dcf3', '#8e7cc3') + radial('g', '#ffffff', 0.6),
    f'<rect width="{S}" height="{S}" fill="url(#bg)"/><circle cx="200" cy="230" r="160" fill="url(#g)"/>'
    + petal(-60, '#b9a8e0') + petal(60, '#b9a8e0') + petal(-30, '#cbbde9') + petal(30, '#cbbde9') + petal(0, '#ded4f3')
    + '<ellipse cx="200" cy="312" rx="110" ry="9" fill="#5d4c94" fill-opacity="0.25"/>'))

# ---- theme covers (issue 19): one per theme, in its category's colours, each with its own motif ----
def theme(name, c1, c2, body, extra_defs=''):
    write(name, svg(S, S, grad('bg', c1, c2) + extra_defs, f'<rect width="{S}" height="{S}" fill="url(#bg)"/>' + body))

W_ = '#ffffff'
def circle(cx, cy, r, fill=W_, op=1.0, stroke=None, sw=3):
    s = f' stroke="{stroke}" stroke-width="{sw}"' if stroke else ''
    return f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{fill}" fill-opacity="{op}"{s}/>'

def ring(cx, cy, r, color=W_, op=0.8, sw=4):
    return f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="none" stroke="{color}" stroke-opacity="{op}" stroke-width="{sw}"/>'

def ground(color, op=0.25, y=330, rx=120):
    return f'<ellipse cx="200" cy="{y}" rx="{rx}" ry="9" fill="{color}" fill-opacity="{op}"/>'

heart = 'M200,320 C120,260 80,215 80,165 C80,120 115,90 150,90 C175,90 192,105 200,125 C208,105 225,90 250,90 C285,90 320,120 320,165 C320,215 280,260 200,320 Z'

# Relaciones: corals and roses.
theme('familia', '#fde3d6', '#e8a08c',
      ''.join(circle(x, y, r, '#fff6f1', 0.9) + f'<path d="M{x - r * 1.5},{320} Q{x},{y + r * 0.9} {x + r * 1.5},{320} Z" fill="#fff6f1" fill-opacity="0.75"/>'
              for x, y, r in [(130, 170, 34), (270, 160, 38), (200, 220, 24)]) + ground('#a05a48'))
theme('pareja', '#fbd9dc', '#d9828f',
      ring(170, 200, 80, '#fff4f5', 0.9, 10) + ring(230, 200, 80, '#fff4f5', 0.9, 10)
      + circle(200, 200, 30, '#ffffff', 0.35))
theme('amistad', '#fce8d8', '#e3a47f',
      circle(140, 210, 70, '#ffffff', 0.45) + circle(200, 160, 70, '#ffffff', 0.45) + circle(260, 210, 70, '#ffffff', 0.45)
      + ring(140, 210, 70, '#fff8f2', 0.9, 3) + ring(200, 160, 70, '#fff8f2', 0.9, 3) + ring(260, 210, 70, '#fff8f2', 0.9, 3))
theme('perdida-duelos', '#e6dde3', '#a58fa1',
      f'<path d="{wave_path(S, S, 300, 6, 400, 0.3)}" fill="#8c7389" fill-opacity="0.5"/>'
      + '<path d="M240,110 C290,130 300,190 250,225 C215,200 205,140 240,110 Z" fill="#f4eef2" transform="rotate(25 250 170)"/>'
      + '<path d="M252,118 L250,222" stroke="#a58fa1" stroke-width="3" transform="rotate(25 250 170)"/>'
      + ''.join(circle(x, y, 3, '#ffffff', 0.6) for x, y in [(150, 150), (120, 210), (170, 250), (110, 120)]))

# Personal: greens.
theme('habitos', '#e6f1dc', '#98bf8c',
      ''.join(circle(110 + col * 60, 120 + row * 60, 18, '#ffffff', 0.9 if (row * 4 + col) < 11 else 0.35)
              for row in range(4) for col in range(4)))
theme('desarrollo-personal', '#eaf3d9', '#8cb27a',
      ''.join(f'<rect x="{90 + i * 58}" y="{300 - (i + 1) * 45}" width="44" height="{(i + 1) * 45}" rx="10" fill="#ffffff" fill-opacity="{0.45 + i * 0.12}"/>'
              for i in range(4))
      + circle(286, 98, 18, '#fff7d6') + ground('#4e7a4f', y=305, rx=130))
spiral = 'M200,200 ' + ' '.join(f'L{200 + (4 + 3.2 * a) * math.cos(a):.1f},{200 + (4 + 3.2 * a) * math.sin(a):.1f}' for a in [i * 0.25 for i in range(1, 150)])
theme('creencias-mentales', '#e1efe0', '#7fa88a',
      circle(200, 200, 140, '#ffffff', 0.25) + f'<path d="{spiral}" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="4" stroke-linecap="round"/>')
theme('metas-objetivos', '#eef5d6', '#a3bd6e',
      ''.join(circle(200, 210, r, '#ffffff' if i % 2 == 0 else '#c8dba0', 0.85) for i, r in enumerate([120, 92, 64, 36]))
      + circle(200, 210, 12, '#5f7f3a')
      + '<path d="M200,210 L300,110" stroke="#4f6b2f" stroke-width="5" stroke-linecap="round"/>'
      + '<path d="M300,110 L318,86 M300,110 L326,104" stroke="#4f6b2f" stroke-width="5" stroke-linecap="round"/>')
theme('personalidad-identidad', '#e4f0e6', '#86b39a',
      ''.join(f'<ellipse cx="200" cy="{215 - i * 4}" rx="{30 + i * 22}" ry="{40 + i * 26}" fill="none" stroke="#ffffff" stroke-opacity="{0.9 - i * 0.13}" stroke-width="4" stroke-dasharray="{60 + i * 30} 14"/>'
              for i in range(6)))

# Salud: cream, mint and teal.
theme('salud-mental', '#fdf3dc', '#9fd1c4',
      circle(200, 175, 70, '#fff8e6', 0.95)
      + ''.join(f'<rect x="{80 + i * 10}" y="{240 + i * 22}" width="{240 - i * 20}" height="8" rx="4" fill="#ffffff" fill-opacity="{0.8 - i * 0.15}"/>' for i in range(4)))
theme('salud-emocional', '#fde8dc', '#8ccab8',
      circle(200, 205, 150, 'url(#g)') + f'<path d="{heart}" fill="#fff5ef" fill-opacity="0.9" transform="translate(40 40) scale(0.8)"/>',
      radial('g', '#ffffff', 0.7))
pulse = 'M50,220 L140,220 L165,170 L195,275 L225,140 L250,220 L350,220'
theme('salud-fisica', '#e6f6ef', '#6fb8a0',
      circle(200, 210, 120, '#ffffff', 0.3) + f'<path d="{pulse}" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>')
theme('inteligencia-emocional', '#e2f3f1', '#6aa9b5',
      circle(165, 190, 75, '#ffffff', 0.5) + circle(240, 215, 60, '#ffffff', 0.5)
      + f'<path d="{wave_path(S, S, 305, 10, 180, 0.8)}" fill="#4f8f9c" fill-opacity="0.6"/>')

# Trabajo y finanzas: sand and warm browns.
theme('productividad', '#f4ead8', '#c2a57c',
      circle(200, 200, 120, '#fffaf0', 0.9) + ring(200, 200, 120, '#8a6d48', 0.5, 4)
      + ''.join(f'<line x1="{200 + 100 * math.cos(a):.1f}" y1="{200 + 100 * math.sin(a):.1f}" x2="{200 + 110 * math.cos(a):.1f}" y2="{200 + 110 * math.sin(a):.1f}" stroke="#8a6d48" stroke-width="4" stroke-linecap="round"/>'
                for a in [i * math.pi / 6 for i in range(12)])
      + '<path d="M200,200 L200,125 M200,200 L255,225" stroke="#6b5236" stroke-width="7" stroke-linecap="round"/>' + circle(200, 200, 8, '#6b5236'))
theme('procrastinacion', '#f3e4cf', '#b99670',
      '<path d="M140,90 L260,90 L260,100 C260,160 215,180 205,200 C215,220 260,240 260,300 L260,310 L140,310 L140,300 C140,240 185,220 195,200 C185,180 140,160 140,100 Z" fill="#fff8ec" fill-opacity="0.9"/>'
      + '<path d="M160,110 L240,110 C235,150 205,170 200,190 C195,170 165,150 160,110 Z" fill="#d9b98b"/>'
      + '<path d="M200,230 C215,250 240,265 242,292 L158,292 C160,265 185,250 200,230 Z" fill="#c9a574"/>'
      + '<rect x="130" y="80" width="140" height="12" rx="6" fill="#7d6146"/><rect x="130" y="308" width="140" height="12" rx="6" fill="#7d6146"/>')
theme('creencia-dinero', '#f6edd6', '#c9ad6e',
      ''.join(f'<ellipse cx="{x}" cy="{y}" rx="58" ry="20" fill="#f7e2a6"/><ellipse cx="{x}" cy="{y - 8}" rx="58" ry="20" fill="#fff3cc"/>'
              for x, y in [(150, 310), (150, 290), (150, 270), (250, 310), (250, 290)])
      + '<path d="M250,270 C250,230 250,200 250,170" stroke="#5d7d3f" stroke-width="6" fill="none" stroke-linecap="round"/>'
      + '<path d="M250,210 C210,210 190,185 188,150 C225,150 250,175 250,210 Z" fill="#7ea45a"/>'
      + '<path d="M250,185 C285,185 305,160 308,125 C272,125 250,150 250,185 Z" fill="#94b96c"/>')
theme('proposito-laboral', '#efe4d2', '#a98f72',
      circle(200, 200, 125, '#fffaf2', 0.9) + ring(200, 200, 125, '#7a6149', 0.5, 4) + ring(200, 200, 100, '#7a6149', 0.25, 2)
      + '<path d="M200,95 L222,200 L200,305 L178,200 Z" fill="#c9a98a"/><path d="M200,95 L222,200 L178,200 Z" fill="#8c5a3c"/>'
      + circle(200, 200, 9, '#5e4633'))

# Espiritualidad: lavender and violet.
theme('meditacion', '#ebe4f6', '#9a88cc',
      circle(200, 190, 150, 'url(#g)') + circle(200, 125, 28, '#f7f3ff')
      + '<path d="M200,160 C235,160 250,200 255,250 L145,250 C150,200 165,160 200,160 Z" fill="#f7f3ff"/>'
      + '<path d="M110,275 C140,240 260,240 290,275 C260,295 140,295 110,275 Z" fill="#e6defa"/>' + ground('#5d4c94', y=300),
      radial('g', '#ffffff', 0.6))
theme('gratitud', '#f3e6f3', '#b58cc4',
      ''.join(f'<line x1="200" y1="250" x2="{200 + 150 * math.cos(a):.1f}" y2="{250 - 150 * math.sin(a):.1f}" stroke="#fff6e8" stroke-opacity="0.7" stroke-width="5" stroke-linecap="round"/>'
              for a in [math.pi * (i + 1) / 10 for i in range(9)])
      + circle(200, 250, 62, '#ffe9c2') + f'<path d="{wave_path(S, S, 270, 16, 300, 1.0)}" fill="#8d6aa6"/>')
theme('proposito-de-vida', '#e7e1f5', '#7f74b8',
      '<path d="M0,330 L130,170 L200,250 L270,140 L400,330 Z" fill="#f1ecfb" fill-opacity="0.85"/>'
      + '<path d="M270,140 L300,177 L282,170 L270,185 L258,170 L242,175 Z" fill="#ffffff"/>'
      + '<path d="M120,400 C160,360 250,360 220,320 C200,295 250,280 268,200" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="5" stroke-dasharray="10 10" stroke-linecap="round"/>'
      + '<path d="M300,70 L306,86 L322,86 L309,96 L314,112 L300,102 L286,112 L291,96 L278,86 L294,86 Z" fill="#fff3c4"/>')
print('ok')
