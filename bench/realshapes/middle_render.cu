// bench/realshapes/middle_render.cu -- issue 45's neural-field and
// differentiable-rendering kernels: torch-ngp's hash-grid encoding backward
// (f32 and __half2 gradients), PyTorch3D's point and mesh rasterizer
// backward passes.
//
// Hash grid: torch-ngp's defaults (16 levels of 2 features, base resolution
// 16, finest 2048, 2^19 entries a level, hashed beyond that), 2^18 samples
// (--quick 2^15) either uniform in the unit cube or NeRF-like: rays from
// random directions around the scene that hit a sphere of radius 0.3, 16-48
// samples each, sqrt(3)/512 apart, around the hit (what survives the
// occupancy grid's pruning: consecutive samples a few thousandths apart).
// Rasterizers: one 512 x 512 image. Points: 30K or 100K points on a bumpy
// sphere of radius 0.6 (NDC), random order, radius 0.01 (PyTorch3D's
// default), 8 points per pixel; mesh: a jittered latitude-longitude sphere of
// radius 0.8, 65K faces of about 4 pixels or 1K faces of about 250, one face
// per pixel (PyTorch3D's default), orthographic, no clipping.
#include <array>
#include <cstdio>
#include <string>

#include "middle_workloads.h"

namespace rs {
namespace {

// ---- hash-grid encoding backward ----------------------------------------------------------
constexpr unsigned kLevels = 16, kBaseRes = 16, kLog2Table = 19;

/// Each level's first table entry (torch-ngp's offsets: dense (res + 1)^3
/// entries while that is under 2^19, rounded up to 8).
std::vector<int> level_offsets(double per_level_scale) {
  std::vector<int> off{0};
  for (unsigned l = 0; l < kLevels; ++l) {
    const long long res = static_cast<long long>(std::ceil(kBaseRes * std::pow(per_level_scale, l)));
    long long params = std::min<long long>(1LL << kLog2Table, (res + 1) * (res + 1) * (res + 1));
    params = (params + 7) / 8 * 8;
    off.push_back(static_cast<int>(off.back() + params));
  }
  return off;
}

std::vector<float> nerf_samples(unsigned target, rng& g) {
  std::vector<float> pts;
  const float dt = std::sqrt(3.0f) / 512;
  while (pts.size() / 3 < target) {
    double o[3], d[3], len = 0, dl = 0;  // origin on a sphere of radius 1.5 around the centre, aim near it
    for (double& c : o) c = normal_f(g), len += c * c;
    for (int k = 0; k < 3; ++k) {
      o[k] = 0.5 + 1.5 * o[k] / std::sqrt(len);
      d[k] = 0.5 + 0.25 * normal_f(g) - o[k];
      dl += d[k] * d[k];
    }
    for (double& c : d) c /= std::sqrt(dl);
    double oc[3], b = 0, cc = 0;  // hit of the sphere |x - 0.5| = 0.3
    for (int k = 0; k < 3; ++k) oc[k] = o[k] - 0.5, b += oc[k] * d[k], cc += oc[k] * oc[k];
    const double disc = b * b - (cc - 0.09);
    if (disc < 0) continue;
    const double t_hit = -b - std::sqrt(disc);
    const int n = 16 + static_cast<int>(g.below(33));
    for (int s = 0; s < n && pts.size() / 3 < target; ++s) {
      const double t = t_hit + (s - 8) * dt;
      for (int k = 0; k < 3; ++k) pts.push_back(static_cast<float>(o[k] + t * d[k]));
    }
  }
  return pts;
}

/// The reference of the hash-grid backward: per level (a thread each), the
/// kernel's float arithmetic; f16 contributions rounded to half as the kernel
/// rounds them. Bounds: mag sums |g| (a weight's error is relative to 1: the
/// position is scaled by up to 2047 before its fraction is taken); for f16,
/// slack adds the half-precision accumulation's n * 2^-11 * (|start| + sum).
void hashgrid_reference(const std::vector<float>& in, const std::vector<float>& grad, unsigned B,
                        const std::vector<int>& off, float S, bool half, output& o) {
  constexpr unsigned C = kHashgridFeatures;
  std::vector<double> count(half ? o.n : 0, 0.0), sum_abs(half ? o.n : 0, 0.0);
  parallel_for(kLevels, [&](long long l0, long long l1, int) {
    for (long long level = l0; level < l1; ++level) {
      const unsigned table = off[level + 1] - off[level];
      const float scale = std::exp2(level * S) * kBaseRes - 1.0f;
      const unsigned res = static_cast<unsigned>(std::ceil(scale)) + 1;
      for (unsigned b = 0; b < B; ++b) {
        const float* p = &in[3 * b];
        if (p[0] < 0 || p[0] > 1 || p[1] < 0 || p[1] > 1 || p[2] < 0 || p[2] > 1) continue;
        float frac[3];
        unsigned cell[3];
        for (int d = 0; d < 3; ++d) {
          const float x = p[d] * scale + 0.5f;
          cell[d] = static_cast<unsigned>(std::floor(x));
          frac[d] = x - static_cast<float>(cell[d]);
        }
        for (unsigned corner = 0; corner < 8; ++corner) {
          float w = 1;
          unsigned at[3];
          for (int d = 0; d < 3; ++d) {
            const bool hi = corner & (1u << d);
            w *= hi ? frac[d] : 1 - frac[d];
            at[d] = cell[d] + (hi ? 1 : 0);
          }
          unsigned stride = 1, index = 0;
          for (int d = 0; d < 3 && stride <= table; ++d) index += at[d] * stride, stride *= res + 1;
          if (stride > table) index = at[0] ^ (at[1] * 2654435761u) ^ (at[2] * 805459861u);
          for (unsigned c = 0; c < C; ++c) {
            const size_t e = (static_cast<size_t>(off[level]) + index % table) * C + c;
            const float gv = grad[(static_cast<size_t>(level) * B + b) * C + c];
            const double v = half ? __half2float(__float2half(w * gv)) : static_cast<double>(w) * gv;
            o.ref[e] += v;
            o.mag[e] += std::fabs(gv);
            if (half) count[e] += 1, sum_abs[e] += std::fabs(v);
          }
        }
      }
    }
  });
  if (half) {
    o.slack.assign(o.n, 0.0);
    for (size_t e = 0; e < o.n; ++e) o.slack[e] = count[e] * std::ldexp(1.0, -11) * (sum_abs[e] + kInitF);
  }
}

void hashgrid_workload(const std::vector<variant>& vs) {
  if (!wanted("hashgrid_bwd", "middle")) return;
  const unsigned B = g_quick ? 1u << 15 : 1u << 18;
  const double per_level_scale = std::exp2(std::log2(2048.0 / kBaseRes) / (kLevels - 1));
  const float S = static_cast<float>(std::log2(per_level_scale));
  const std::vector<int> off = level_offsets(per_level_scale);
  const size_t entries = static_cast<size_t>(off.back()) * kHashgridFeatures;
  rng g(4530);
  const std::vector<float> grad = random_floats(static_cast<size_t>(kLevels) * B * kHashgridFeatures, 4531, -1, 1);
  std::vector<__half> grad16(grad.size());
  for (size_t i = 0; i < grad.size(); ++i) grad16[i] = __float2half(grad[i]);
  std::vector<float> grad16f(grad.size());  // the halves' values, for the reference
  for (size_t i = 0; i < grad.size(); ++i) grad16f[i] = __half2float(grad16[i]);
  for (const char* dist : {"uniform", "nerf"}) {
    const std::vector<float> in = dist[0] == 'u' ? random_floats(3 * static_cast<size_t>(B), 4532, 0, 1) : nerf_samples(B, g);
    for (const bool half : {false, true}) {
      device_pool dp;
      const hashgrid_bwd_args a{half ? static_cast<const void*>(dp.up(grad16)) : dp.up(grad), dp.up(in), dp.up(off),
                                half ? static_cast<void*>(dp.make<__half>(entries)) : dp.make<float>(entries),
                                B, kLevels, S, kBaseRes, 0, false, 0};
      std::vector<output> outs = {make_output(a.grad_grid, entries, half ? ty::f16 : ty::f32)};
      hashgrid_reference(in, half ? grad16f : grad, B, off, S, half, outs[0]);
      const std::string name = std::string("hashgrid_bwd.") + (half ? "f16." : "f32.") + dist;
      if (half)
        run_all(vs, name, &rs_kernels::hashgrid_bwd_f16, a, {256}, outs, 1e-3);
      else
        run_all(vs, name, &rs_kernels::hashgrid_bwd_f32, a, {256}, outs, 1e-3);
    }
  }
}

// ---- rasterizers: pixel centres as PyTorch3D places them ------------------------------------
/// The NDC x (or y) of column (row) i of an S x S image, axes reversed.
float ndc_of(int i, int S) {
  const float range = 2.0f, offset = range / 2.0f;
  return -offset + (range * (S - 1 - i) + offset) / S;
}
/// The columns (rows) whose centres lie within r of c.
std::pair<int, int> pixel_span(double c, double r, int S) {
  const double lo = (1 - (c + r)) * S / 2 - 0.5, hi = (1 - (c - r)) * S / 2 - 0.5;
  return {std::max(0, static_cast<int>(std::floor(lo))), std::min(S - 1, static_cast<int>(std::ceil(hi)))};
}

// ---- point rasterizer backward ----------------------------------------------------------------
void points_raster_workload(const std::vector<variant>& vs) {
  if (!wanted("points_raster_bwd", "middle")) return;
  const int S = g_quick ? 256 : 512, K = 8;
  const float radius = 0.01f;
  rng g(4540);
  for (int P : {30000, 100000}) {
    device_pool dp;
    std::vector<float> pts(static_cast<size_t>(P) * 3);
    for (int p = 0; p < P; ++p) {  // a bumpy sphere seen from the front, depth 1..3
      double v[3], len = 0;
      for (double& c : v) c = normal_f(g), len += c * c;
      len = std::sqrt(len);
      const double r = 0.6 * (1 + 0.1 * std::sin(5 * v[0] / len) * std::cos(4 * v[1] / len));
      pts[3 * p] = static_cast<float>(r * v[0] / len), pts[3 * p + 1] = static_cast<float>(r * v[1] / len);
      pts[3 * p + 2] = static_cast<float>(2.0 + r * v[2] / len);
    }
    // The forward: each pixel's K nearest points (by z) within the radius.
    std::vector<std::vector<std::pair<float, int>>> hits(static_cast<size_t>(S) * S);
    for (int p = 0; p < P; ++p) {
      const auto [x0, x1] = pixel_span(pts[3 * p], radius, S);
      const auto [y0, y1] = pixel_span(pts[3 * p + 1], radius, S);
      for (int yi = y0; yi <= y1; ++yi)
        for (int xi = x0; xi <= x1; ++xi) {
          const float dx = pts[3 * p] - ndc_of(xi, S), dy = pts[3 * p + 1] - ndc_of(yi, S);
          if (dx * dx + dy * dy < radius * radius) hits[static_cast<size_t>(yi) * S + xi].push_back({pts[3 * p + 2], p});
        }
    }
    std::vector<int> idxs(static_cast<size_t>(S) * S * K, -1);
    for (size_t pix = 0; pix < hits.size(); ++pix) {
      auto& h = hits[pix];
      std::sort(h.begin(), h.end());
      for (int k = 0; k < std::min<int>(K, static_cast<int>(h.size())); ++k) idxs[pix * K + k] = h[k].second;
    }
    const std::vector<float> gz = random_floats(idxs.size(), 4541, -1, 1), gd = random_floats(idxs.size(), 4542, -1, 1);
    const points_raster_bwd_args a{dp.up(pts), dp.up(idxs), 1, P, S, S, K, dp.up(gz), dp.up(gd), dp.make<float>(pts.size())};
    std::vector<output> outs = {make_output(a.grad_points, pts.size(), ty::f32)};
    output& o = outs[0];
    size_t filled = 0;
    for (size_t i = 0; i < idxs.size(); ++i) {
      const int p = idxs[i];
      if (p < 0) continue;
      ++filled;
      const int yi = static_cast<int>(i / K) / S, xi = static_cast<int>(i / K) % S;
      const double xf = ndc_of(xi, S), yf = ndc_of(yi, S);
      o.ref[3 * p] += 2.0 * gd[i] * (pts[3 * p] - xf);
      o.mag[3 * p] += 2.0 * std::fabs(gd[i]) * (std::fabs(pts[3 * p]) + std::fabs(xf));  // rounding of px - xf
      o.ref[3 * p + 1] += 2.0 * gd[i] * (pts[3 * p + 1] - yf);
      o.mag[3 * p + 1] += 2.0 * std::fabs(gd[i]) * (std::fabs(pts[3 * p + 1]) + std::fabs(yf));
      o.ref[3 * p + 2] += gz[i];
      o.mag[3 * p + 2] += std::fabs(gz[i]);
    }
    std::printf("points_raster: %d points, %d x %d, K %d, %.1f%% of (pixel, k) filled\n", P, S, S, K,
                100.0 * filled / idxs.size());
    run_all(vs, "points_raster_bwd." + std::to_string(P / 1000) + "k", &rs_kernels::points_raster_bwd, a, {64}, outs, 1e-5);
  }
}

// ---- mesh rasterizer backward: the reference's geometry, in double ----------------------------
struct v2 {
  double x, y;
};
v2 operator-(v2 a, v2 b) { return {a.x - b.x, a.y - b.y}; }
double dot(v2 a, v2 b) { return a.x * b.x + a.y * b.y; }
double edge_fn(v2 p, v2 a, v2 b) { return (p.x - a.x) * (b.y - a.y) - (p.y - a.y) * (b.x - a.x); }
double segment_distance(v2 p, v2 a, v2 b) {
  const v2 ba = b - a;
  const double l2 = dot(ba, ba);
  if (l2 <= 1e-8) return dot(p - b, p - b);
  const double t = std::clamp(dot(ba, p - a) / l2, 0.0, 1.0);
  const v2 d{a.x + t * ba.x - p.x, a.y + t * ba.y - p.y};
  return dot(d, d);
}

/// One (pixel, face) contribution to the face's 9 coordinates (the kernel's
/// arithmetic without perspective correction and clipping), with the distance
/// gradient through edge `edge` (0: v0v1, 1: v0v2, 2: v1v2; -1: the closest)
/// and its sign from `inside` (the pixel inside the face). `term` sums the
/// magnitudes of the terms that make each value: the coordinates' gradients
/// are differences of terms up to a hundred times larger (small faces), and
/// float arithmetic's error is relative to those terms, not to the result.
struct contribution {
  std::array<double, 9> value, term;
  bool inside;
};
contribution face_contribution(v2 p, const float* fv, double gdist, double gzbuf, const float* gbary, int edge,
                               int inside_override = -1) {
  const v2 v[3] = {{fv[0], fv[1]}, {fv[3], fv[4]}, {fv[6], fv[7]}};
  const double z[3] = {fv[2], fv[5], fv[8]};
  const double area = edge_fn(v[2], v[0], v[1]) + 1e-8;
  double e[3], b[3];
  for (int k = 0; k < 3; ++k) e[k] = edge_fn(p, v[(k + 1) % 3], v[(k + 2) % 3]), b[k] = e[k] / area;
  contribution c{};
  c.inside = inside_override >= 0 ? inside_override == 1 : b[0] > 0 && b[1] > 0 && b[2] > 0;
  double dv[3][2] = {}, mag[3][2] = {};
  auto add = [&](int vert, double gx, double gy) {
    dv[vert][0] += gx, dv[vert][1] += gy;
    mag[vert][0] += std::fabs(gx), mag[vert][1] += std::fabs(gy);
  };
  for (int k = 0; k < 3; ++k) {  // barycentric backward: w_k = e_k / area
    const double gb = gbary[k] + gzbuf * z[k], dl_de = gb / area, dl_darea = gb * (-e[k] / (area * area));
    const v2 a = v[(k + 1) % 3], o = v[(k + 2) % 3];
    add((k + 1) % 3, dl_de * (p.y - o.y), dl_de * (o.x - p.x));
    add((k + 2) % 3, dl_de * (a.y - p.y), dl_de * (p.x - a.x));
    add(2, dl_darea * (v[1].y - v[0].y), dl_darea * (v[0].x - v[1].x));
    add(0, dl_darea * (v[2].y - v[1].y), dl_darea * (v[1].x - v[2].x));
    add(1, dl_darea * (v[0].y - v[2].y), dl_darea * (v[2].x - v[0].x));
  }
  if (edge < 0) {
    const double d01 = segment_distance(p, v[0], v[1]), d02 = segment_distance(p, v[0], v[2]);
    const double d12 = segment_distance(p, v[1], v[2]);
    edge = d01 <= d02 && d01 <= d12 ? 0 : d02 <= d01 && d02 <= d12 ? 1 : 2;
  }
  const int ia = edge == 2 ? 1 : 0, ib = edge == 0 ? 1 : 2;  // the edge's end points
  const v2 ab = v[ib] - v[ia];
  const double tt = std::clamp(dot(ab, p - v[ia]) / dot(ab, ab), 0.0, 1.0);
  const v2 d{(1 - tt) * v[ia].x + tt * v[ib].x - p.x, (1 - tt) * v[ia].y + tt * v[ib].y - p.y};
  const double g = (c.inside ? -1 : 1) * gdist;
  add(ia, g * (1 - tt) * 2 * d.x, g * (1 - tt) * 2 * d.y);
  add(ib, g * tt * 2 * d.x, g * tt * 2 * d.y);
  for (int k = 0; k < 3; ++k) {
    c.value[3 * k] = dv[k][0], c.value[3 * k + 1] = dv[k][1], c.value[3 * k + 2] = gzbuf * b[k];
    c.term[3 * k] = mag[k][0], c.term[3 * k + 1] = mag[k][1], c.term[3 * k + 2] = std::fabs(gzbuf * b[k]);
  }
  return c;
}

/// A latitude-longitude sphere of radius 0.8 in NDC (depth 2 + z), vertices
/// jittered by a fifth of their spacing, front faces nearer.
std::vector<float> sphere_mesh(int nlat, int nlon, rng& g) {
  std::vector<std::array<float, 3>> vert(static_cast<size_t>(nlat + 1) * nlon);
  for (int i = 0; i <= nlat; ++i)
    for (int j = 0; j < nlon; ++j) {
      const double th = M_PI * (i + (i > 0 && i < nlat ? 0.2 * (2 * g.uniform() - 1) : 0)) / nlat;
      const double ph = 2 * M_PI * (j + 0.2 * (2 * g.uniform() - 1)) / nlon;
      vert[static_cast<size_t>(i) * nlon + j] = {static_cast<float>(0.8 * std::sin(th) * std::cos(ph)),
                                                 static_cast<float>(0.8 * std::cos(th)),
                                                 static_cast<float>(2.0 - 0.8 * std::sin(th) * std::sin(ph))};
    }
  std::vector<float> fv;
  auto tri = [&](size_t a, size_t b, size_t c) {
    for (size_t k : {a, b, c}) fv.insert(fv.end(), vert[k].begin(), vert[k].end());
  };
  for (int i = 0; i < nlat; ++i)
    for (int j = 0; j < nlon; ++j) {
      const size_t a = static_cast<size_t>(i) * nlon + j, b = static_cast<size_t>(i) * nlon + (j + 1) % nlon;
      tri(a, a + nlon, b);
      tri(b, a + nlon, b + nlon);
    }
  return fv;
}

/// The forward: per pixel of an S x S image the nearest face (by
/// interpolated depth) whose inside holds the pixel centre, -1 where none.
std::vector<long long> rasterize_nearest_face(const std::vector<float>& fv, int S) {
  const int F = static_cast<int>(fv.size() / 9);
  std::vector<long long> p2f(static_cast<size_t>(S) * S, -1);
  std::vector<float> zbuf(p2f.size(), INFINITY);
  for (int f = 0; f < F; ++f) {
    const float* v = &fv[static_cast<size_t>(f) * 9];
    const double xs[3] = {v[0], v[3], v[6]}, ys[3] = {v[1], v[4], v[7]};
    const auto [x0, x1] = pixel_span(0.5 * (*std::max_element(xs, xs + 3) + *std::min_element(xs, xs + 3)),
                                     0.5 * (*std::max_element(xs, xs + 3) - *std::min_element(xs, xs + 3)), S);
    const auto [y0, y1] = pixel_span(0.5 * (*std::max_element(ys, ys + 3) + *std::min_element(ys, ys + 3)),
                                     0.5 * (*std::max_element(ys, ys + 3) - *std::min_element(ys, ys + 3)), S);
    for (int yi = y0; yi <= y1; ++yi)
      for (int xi = x0; xi <= x1; ++xi) {
        const v2 p{ndc_of(xi, S), ndc_of(yi, S)}, a{v[0], v[1]}, b{v[3], v[4]}, c{v[6], v[7]};
        const double area = edge_fn(c, a, b);
        const double w0 = edge_fn(p, b, c) / area, w1 = edge_fn(p, c, a) / area, w2 = edge_fn(p, a, b) / area;
        if (!(w0 > 0 && w1 > 0 && w2 > 0)) continue;
        const float z = static_cast<float>(w0 * v[2] + w1 * v[5] + w2 * v[8]);
        const size_t pix = static_cast<size_t>(yi) * S + xi;
        if (z < zbuf[pix]) zbuf[pix] = z, p2f[pix] = f;
      }
  }
  return p2f;
}

void mesh_raster_workload(const std::vector<variant>& vs) {
  if (!wanted("mesh_raster_bwd", "middle")) return;
  const int S = g_quick ? 256 : 512;
  rng g(4550);
  struct shape {
    const char* name;
    int nlat, nlon;
  };
  for (const shape& sh : {shape{"small", 128, 256}, shape{"large", 16, 32}}) {
    device_pool dp;
    const std::vector<float> fv = sphere_mesh(sh.nlat, sh.nlon, g);
    const int F = static_cast<int>(fv.size() / 9);
    const std::vector<long long> p2f = rasterize_nearest_face(fv, S);
    const std::vector<float> gz = random_floats(p2f.size(), 4551, -1, 1), gd = random_floats(p2f.size(), 4552, -1, 1);
    const std::vector<float> gb = random_floats(3 * p2f.size(), 4553, -1, 1);
    const mesh_raster_bwd_args a{dp.up(fv), dp.up(p2f), false, false, 1, S, S, 1, dp.up(gz), dp.up(gb), dp.up(gd),
                                 dp.make<float>(fv.size())};
    std::vector<output> outs = {make_output(a.grad_face_verts, fv.size(), ty::f32)};
    output& o = outs[0];
    o.slack.assign(o.n, 0.0);
    // Per contribution, in double; magnitudes: the terms that make each
    // value (see face_contribution); slack: where another edge is as close,
    // or the pixel lies on an edge (the inside test's sign), the difference
    // the other choice makes.
    size_t covered = 0;
    for (size_t pix = 0; pix < p2f.size(); ++pix) {
      const long long f = p2f[pix];
      if (f < 0) continue;
      ++covered;
      const float* v = &fv[static_cast<size_t>(f) * 9];
      const v2 p{ndc_of(static_cast<int>(pix % S), S), ndc_of(static_cast<int>(pix / S), S)};
      const contribution c = face_contribution(p, v, gd[pix], gz[pix], &gb[3 * pix], -1);
      for (int s = 0; s < 9; ++s) {
        o.ref[f * 9 + s] += c.value[s];
        o.mag[f * 9 + s] += c.term[s];
      }
      const v2 vv[3] = {{v[0], v[1]}, {v[3], v[4]}, {v[6], v[7]}};
      const double dist[3] = {segment_distance(p, vv[0], vv[1]), segment_distance(p, vv[0], vv[2]),
                              segment_distance(p, vv[1], vv[2])};
      const double closest = std::min({dist[0], dist[1], dist[2]});
      for (int edge = 0; edge < 3; ++edge) {
        if (dist[edge] > closest * (1 + 1e-4) + 1e-12) continue;  // not a tie
        for (const int in : {0, 1}) {
          if (in != c.inside && closest >= 1e-10) continue;  // the sign flips only on an edge
          const contribution other = face_contribution(p, v, gd[pix], gz[pix], &gb[3 * pix], edge, in);
          for (int s = 0; s < 9; ++s) o.slack[f * 9 + s] += std::fabs(other.value[s] - c.value[s]);
        }
      }
    }
    std::printf("mesh_raster %s: %d faces, %d x %d, %zu pixels covered (%.0f per face)\n", sh.name, F, S, S, covered,
                static_cast<double>(covered) / F);
    run_all(vs, std::string("mesh_raster_bwd.") + sh.name, &rs_kernels::mesh_raster_bwd, a, {64}, outs, 1e-4);
  }
}

}  // namespace

void middle_render_workloads(const std::vector<variant>& vs) {
  hashgrid_workload(vs);
  points_raster_workload(vs);
  mesh_raster_workload(vs);
}

}  // namespace rs
