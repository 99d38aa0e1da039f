import type { Paint } from './paint';
import { pairView, soleEdge, vampSheen } from './shoe-parts';
import { circle, ellipse, group, line, path, rect, stitch, type Draw, type Drawing } from './svg';

const style = (p: Paint) => ({ stroke: p.edge, 'stroke-width': 2.5, 'stroke-opacity': 0.6 });

function pump(p: Paint, variant: number): Drawing {
  switch (variant) {
    case 1: {
      let out = path(
        'M300 1080L560 1052C700 962 840 872 918 866L920 884C840 890 700 980 566 1068L300 1092Z',
        p.darker,
      );
      out += path('M870 880L918 874Q916 980 900 1080L884 1080Q880 960 870 880Z', 'url(#fd)');
      out +=
        line('M650 1004C760 940 850 860 908 846', p.edge, 20) +
        line('M650 1004C760 940 850 860 908 846', p.base, 14);
      out += path(
        'M180 1066C210 990 350 950 510 924C580 924 640 964 666 1000L600 1052L300 1080Q200 1082 180 1066Z',
        'url(#f)',
        style(p),
      );
      out +=
        vampSheen(p, 'M236 1026C320 980 420 950 500 938') +
        rect(884, 836, 34, 26, 6, 'none', { stroke: 'url(#m)', 'stroke-width': 6 });
      return { body: out, focus: [820, 900], ground: 1080 };
    }
    case 2: {
      let out = path('M844 918L914 910L908 1080L852 1080Z', 'url(#fd)', style(p));
      out += path(
        'M190 1060C160 990 250 945 400 936C470 932 540 936 566 944C660 980 820 940 905 840C926 862 930 896 915 912C820 922 700 992 570 1052L300 1080Q200 1082 190 1060Z',
        'url(#f)',
        style(p),
      );
      out += path('M566 944C660 980 820 940 905 840L902 864C820 960 660 996 572 962Z', p.lining);
      out +=
        path('M626 972L672 900L708 910L662 982Z', 'url(#fd)', style(p)) +
        rect(672, 894, 30, 26, 5, 'none', { stroke: 'url(#m)', 'stroke-width': 5 });
      out +=
        soleEdge(p, 'M190 1062Q200 1084 300 1084L570 1056') +
        vampSheen(p, 'M236 1010C300 970 380 954 460 948');
      return { body: out, focus: [680, 960], ground: 1080 };
    }
    case 3: {
      let out = path(
        'M560 1052C700 960 840 850 918 818L922 838C850 868 710 976 570 1066Z',
        p.lining,
      );
      out += path('M860 838L920 828Q944 950 892 1080L866 1080Q882 960 860 838Z', 'url(#m)');
      out += path(
        'M190 1066L184 990C250 950 380 930 520 922C600 922 648 962 672 1004L600 1054L300 1080Z',
        'url(#f)',
        style(p),
      );
      out +=
        vampSheen(p, 'M216 984C320 950 420 936 520 934') +
        soleEdge(p, 'M188 1070L300 1084L580 1058');
      return { body: out, focus: [880, 900], ground: 1080 };
    }
    default: {
      let out = path('M858 826L912 816Q926 950 920 1080L902 1080Q896 960 858 826Z', 'url(#fd)');
      out += path(
        'M180 1064C210 990 350 950 520 918C540 915 552 915 560 916C660 950 810 862 902 728C924 756 928 792 915 815C840 834 720 922 590 1026Q548 1060 480 1070L300 1080Q200 1080 180 1064Z',
        'url(#f)',
        style(p),
      );
      out += path('M560 916C660 950 810 862 902 728L898 760C800 900 660 980 566 942Z', p.lining);
      out +=
        vampSheen(p, 'M236 1024C320 978 420 946 520 930') +
        soleEdge(p, 'M180 1066Q200 1084 300 1082L480 1072Q548 1062 590 1028', 5);
      out += rect(898, 1072, 26, 8, 2, '#222');
      return { body: out, focus: [720, 900], ground: 1080 };
    }
  }
}

function flat(p: Paint, variant: number): Drawing {
  switch (variant) {
    case 1: {
      let out = path('M870 1040L918 1036L916 1080L872 1080Z', 'url(#fd)');
      out +=
        line('M640 1010C740 990 840 960 905 990', p.edge, 18) +
        line('M640 1010C740 990 840 960 905 990', p.base, 12);
      out += path('M300 1066L560 1060L920 1034L920 1046L560 1074L300 1080Z', p.darker);
      out += path(
        'M170 1068C220 1010 370 972 520 962C600 962 646 990 664 1010L600 1062L300 1076Q190 1080 170 1068Z',
        'url(#f)',
        style(p),
      );
      out += vampSheen(p, 'M236 1036C330 996 430 976 520 972');
      return { body: out, focus: [820, 1000], ground: 1080 };
    }
    case 2: {
      let out = path(
        'M190 1070Q190 1050 230 1046L900 1040Q925 1046 920 1068L915 1080L210 1082Z',
        'url(#fd)',
        style(p),
      );
      out +=
        line('M300 1048Q380 960 470 1046M420 1048Q520 950 600 1046', p.edge, 24) +
        line('M300 1048Q380 960 470 1046M420 1048Q520 950 600 1046', p.base, 18);
      out +=
        line('M780 1042Q790 900 860 884Q920 900 906 1040', p.edge, 22) +
        line('M780 1042Q790 900 860 884Q920 900 906 1040', p.base, 16);
      out += rect(840, 870, 36, 30, 6, 'none', { stroke: 'url(#m)', 'stroke-width': 6 });
      return { body: out, focus: [840, 900], ground: 1082 };
    }
    case 3: {
      let rope = path('M190 1040L915 1030L915 1080L210 1082Q186 1070 190 1040Z', '#d2b88c');
      let strands = '';
      for (let x = 200; x < 915; x += 18) strands += `M${x} 1042l14 36`;
      rope += line(strands, '#a88c5e', 3, 0.6);
      let out = rope + line('M190 1040L915 1030', '#8d7247', 3);
      out += path(
        'M200 1040C186 960 300 922 430 912C520 906 580 916 604 926C700 966 820 966 905 950L915 1030Z',
        'url(#f)',
        style(p),
      );
      out +=
        stitch('M214 1028C210 970 300 936 430 926', p.stitch) +
        circle(330, 972, 14, 'none', { stroke: p.darker, 'stroke-width': 3 });
      return { body: out, focus: [420, 1020], ground: 1082 };
    }
    default: {
      let out = path(
        'M190 1062C164 996 260 966 380 960C460 956 520 962 560 970C680 1000 820 984 902 944C934 956 934 1040 915 1062L300 1080Q200 1082 190 1062Z',
        'url(#f)',
        style(p),
      );
      out += path('M560 970C680 1000 820 984 902 944L904 962C820 1004 680 1016 566 986Z', p.lining);
      out += soleEdge(p, 'M190 1064Q200 1086 300 1086L915 1068');
      out +=
        ellipse(536, 966, 30, 14, p.dark, { transform: 'rotate(-20 536 966)' }) +
        ellipse(592, 964, 30, 14, p.dark, { transform: 'rotate(20 592 964)' }) +
        circle(564, 966, 10, p.darker);
      out += vampSheen(p, 'M236 1026C300 990 380 974 460 968');
      return { body: out, focus: [560, 1010], ground: 1086 };
    }
  }
}

const LOAFER =
  'M190 1060C164 990 250 946 380 934C470 926 530 914 580 902C680 924 800 918 900 898C928 910 932 990 920 1030L840 1036C700 1050 560 1064 420 1070L300 1078Q200 1082 190 1060Z';

function loafer(p: Paint, variant: number): Drawing {
  const lug = variant === 2;
  let upper = path(LOAFER, 'url(#f)', style(p));
  upper += path('M580 902C680 924 800 918 900 898L898 914C800 934 680 938 586 920Z', p.lining);
  upper +=
    stitch('M248 992C300 944 480 930 570 932', p.stitch) +
    line('M244 996C300 950 480 936 572 938', p.edge, 2, 0.4);
  upper += vampSheen(p, 'M232 1024C290 984 360 964 430 956');
  if (variant === 0 || lug)
    upper +=
      path('M470 950L640 930L650 964L480 984Z', 'url(#fd)', style(p)) +
      ellipse(560, 957, 30, 7, p.darker);
  if (variant === 1)
    upper +=
      line('M470 956L628 936', p.metal, 12) +
      circle(466, 958, 14, 'none', { stroke: 'url(#m)', 'stroke-width': 7 }) +
      circle(634, 936, 14, 'none', { stroke: 'url(#m)', 'stroke-width': 7 });
  if (variant === 3) {
    upper +=
      circle(430, 966, 24, 'none', { stroke: p.metal, 'stroke-width': 4 }) +
      circle(430, 966, 7, p.metal);
    for (let i = 0; i < 8; i++)
      upper += ellipse(430, 952, 4, 8, p.metal, { transform: `rotate(${i * 45} 430 966)` });
  }
  if (lug) {
    let sole = path('M180 1020L930 1000L930 1080L200 1080Q176 1060 180 1020Z', '#2a2624');
    for (let x = 210; x < 920; x += 46)
      sole += path(`M${x} 1080l14 -18h18l14 18z`, p.edge === '#000' ? '#000' : '#151312');
    return {
      body: sole + `<g transform="translate(0 -44)">${upper}</g>`,
      focus: [560, 940],
      ground: 1080,
    };
  }
  let out = path('M830 1030L920 1028L918 1080L836 1080Z', p.darker);
  for (const y of [1044, 1058]) out += line(`M834 ${y}H918`, p.edge, 2, 0.5);
  out += upper + soleEdge(p, 'M190 1062Q200 1084 300 1084L836 1074', 10);
  return { body: out, focus: variant === 3 ? [430, 966] : [560, 950], ground: 1084 };
}

/** Shoes fill the frame at 1.25×, seen from the side; the second view shows the pair. */
export const withPair =
  (make: (p: Paint, v: number) => Drawing): Draw =>
  (p, variant, alt) => {
    const d = make(p, variant);
    const g = d.ground ?? 1080;
    const k = 1.25;
    const body = group(d.body, `translate(600 ${g}) scale(${k}) translate(-600 ${-g})`);
    const focus: [number, number] = [600 + (d.focus[0] - 600) * k, g + (d.focus[1] - g) * k];
    return alt
      ? { body: pairView(body, g), focus: [1200 - focus[0], focus[1]], ground: g }
      : { body, focus, ground: g };
  };

export const drawPump = withPair(pump);
export const drawFlat = withPair(flat);
export const drawLoafer = withPair(loafer);
