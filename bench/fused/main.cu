// bench/fused/main.cu -- driver of the fused-aggregation benchmarks (issue 19).
//
//   fused_bench <outdir> [--quick] [--reps N] [--only pic|raster|md|raster3] [--variant LABEL]
//
// Workloads (kernels in kernels_plain.cu; each variant is one object built
// from its own source with its own FUSED_SUFFIX, listed in variants.inc):
//   pic-sorted / pic-shifted / pic-random, float and double: 10M particles
//     deposit charge + 3 current components into 1M cells (100^3); keys as in
//     bench/bench.cu's grid workloads (sorted: 10 particles per cell in
//     order; shifted: sorted, then moved to the next cell along each axis with
//     probability 1/2; random);
//   raster: the backward pass of a 16x16-tile Gaussian-splat rasterizer at
//     1280x720, 200k primitives (sigma 0.3..8 px log-uniform, anisotropy up to
//     3, opacity 0.05..1: footprints from 1 pixel to whole tiles), 9 atomics
//     per (pixel, primitive) pair that passes the alpha test;
//   md: Lennard-Jones forces, 1M atoms on a jittered 100^3 lattice (density
//     0.8, spatially sorted), half neighbour list within 2.5 sigma (about 26
//     per atom, 52 full), cutoff 2.2: 3 atomics on the neighbour per pair, 3
//     on the atom after the loop;
//   raster3: the same backward as the widely used 3D Gaussian splatting kernel
//     is written (issue 26: 2-D blocks, back-to-front batches, the per-lane
//     `done` exit, the last-contributor skip; kernels.h), on the same scene
//     distribution with 1M primitives at 1280x720 and 3M at 1920x1080.
// Every variant's result is checked against a CPU reference (double) with
// outputs pre-set to a non-zero value, before its time counts; a wrong result
// is reported and not timed. Times: median of --reps (default 15) kernel runs
// (CUDA events) after 3 warm-ups, outputs reset (not timed) before each.
// Writes <outdir>/fused.csv; prints one table (us) last.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include "../../test/gpu/common.cuh"  // CUDA_CHECK, wt::rng
#include "kernels.h"

#define FUSED_VARIANT(ID, LABEL) fused_kernels fused_kernels_##ID();
#include "variants.inc"
#undef FUSED_VARIANT
namespace {
struct variant {
  const char* label;
  fused_kernels k;
};
std::vector<variant> all_variants() {
  return {
#define FUSED_VARIANT(ID, LABEL) {LABEL, fused_kernels_##ID()},
#include "variants.inc"
#undef FUSED_VARIANT
  };
}

using wt::rng;
using wt::alloc;
using wt::download;
using wt::upload;

int g_reps = 15;
constexpr double kInit = 0.25;  // outputs start here in the checking run

template <class T> void fill(T* d, size_t n, T v) {
  std::vector<T> h(n, v);
  CUDA_CHECK(cudaMemcpy(d, h.data(), n * sizeof(T), cudaMemcpyHostToDevice));
}

/// An output buffer: device pointer, element count (of scalars), reference
/// and sum of magnitudes per scalar.
struct output {
  void* dev;
  size_t n;
  bool is_double;
  std::vector<double> ref, mag;
  std::vector<double> slack;  // extra absolute tolerance per scalar (empty: none)
};

/// Compares every scalar of every output with tolerance tol * (|init| + sum |contributions|).
bool check(const std::vector<output>& outs, double tol, std::string& why) {
  for (size_t o = 0; o < outs.size(); ++o) {
    const output& out = outs[o];
    std::vector<double> got(out.n);
    if (out.is_double) {
      got = download(static_cast<const double*>(out.dev), out.n);
    } else {
      const std::vector<float> f = download(static_cast<const float*>(out.dev), out.n);
      for (size_t i = 0; i < out.n; ++i) got[i] = f[i];
    }
    for (size_t i = 0; i < out.n; ++i) {
      const double want = out.ref[i] + kInit;
      const double slack = out.slack.empty() ? 0.0 : out.slack[i];
      if (!(std::fabs(got[i] - want) <= tol * (out.mag[i] + kInit) + slack)) {
        char buf[256];
        std::snprintf(buf, sizeof buf, "output %zu entry %zu: got %.9g, want %.9g (sum |v| %.3g)", o, i, got[i], want,
                      out.mag[i]);
        why = buf;
        return false;
      }
    }
  }
  return true;
}

void reset(const std::vector<output>& outs, bool to_init) {
  for (const output& o : outs) {
    if (!to_init) {
      CUDA_CHECK(cudaMemsetAsync(o.dev, 0, o.n * (o.is_double ? 8 : 4)));
    } else if (o.is_double) {
      fill(static_cast<double*>(o.dev), o.n, kInit);
    } else {
      fill(static_cast<float*>(o.dev), o.n, static_cast<float>(kInit));
    }
  }
}

struct result {
  std::string workload, variant;
  double median_us, min_us;
  bool correct;
};
std::vector<result> g_results;

void measure(const std::string& workload, const char* label, const std::function<void()>& launch,
             const std::vector<output>& outs, double tol) {
  reset(outs, true);
  launch();
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  std::string why;
  // A bound/* variant (FUSED_BOUND) computes no gradients: timed, not checked.
  const bool bound = std::strncmp(label, "bound/", 6) == 0;
  const bool ok = bound || check(outs, tol, why);
  double med = NAN, mn = NAN;
  if (ok) {
    cudaEvent_t a, b;
    CUDA_CHECK(cudaEventCreate(&a));
    CUDA_CHECK(cudaEventCreate(&b));
    std::vector<float> t;
    for (int r = 0; r < 3 + g_reps; ++r) {
      reset(outs, false);
      CUDA_CHECK(cudaEventRecord(a));
      launch();
      CUDA_CHECK(cudaEventRecord(b));
      CUDA_CHECK(cudaEventSynchronize(b));
      CUDA_CHECK(cudaGetLastError());
      float ms = 0;
      CUDA_CHECK(cudaEventElapsedTime(&ms, a, b));
      if (r >= 3) t.push_back(ms * 1000.0f);
    }
    CUDA_CHECK(cudaEventDestroy(a));
    CUDA_CHECK(cudaEventDestroy(b));
    std::sort(t.begin(), t.end());
    med = t[t.size() / 2];
    mn = t.front();
  }
  std::printf("%-22s %-20s %s %10.1f us\n", workload.c_str(), label,
              bound ? "bound  " : ok ? "correct" : "WRONG  ", med);
  if (!ok) std::printf("  WRONG: %s\n", why.c_str());
  std::fflush(stdout);
  g_results.push_back({workload, label, med, mn, ok});
}

// ---- PIC ---------------------------------------------------------------------
std::vector<int> grid_keys(int n, int kind, rng& g) {
  const int G = 100, cells = G * G * G;
  std::vector<int> k(n);
  for (int i = 0; i < n; ++i) {
    if (kind == 2) {
      k[i] = static_cast<int>(g.below(cells));
    } else {
      const int c = (i / 10) % cells;
      if (kind == 0) {
        k[i] = c;
      } else {
        int x = c % G, y = (c / G) % G, z = c / (G * G);
        x = (x + static_cast<int>(g.below(2))) % G;
        y = (y + static_cast<int>(g.below(2))) % G;
        z = (z + static_cast<int>(g.below(2))) % G;
        k[i] = x + G * (y + G * z);
      }
    }
  }
  return k;
}

template <class T> void pic_workloads(const std::vector<variant>& vs, int n, const char* tname) {
  const int cells = 1000000;
  rng g(42);
  std::vector<T> w(n), vx(n), vy(n), vz(n);
  for (int i = 0; i < n; ++i) {
    w[i] = static_cast<T>(0.5 + g.uniform());
    vx[i] = static_cast<T>(2.0 * g.uniform() - 1.0);
    vy[i] = static_cast<T>(2.0 * g.uniform() - 1.0);
    vz[i] = static_cast<T>(2.0 * g.uniform() - 1.0);
  }
  T *dw = upload(w), *dvx = upload(vx), *dvy = upload(vy), *dvz = upload(vz);
  T* outp[4];
  for (auto& p : outp) p = alloc<T>(cells);
  const char* names[] = {"sorted", "shifted", "random"};
  for (int kind = 0; kind < 3; ++kind) {
    const std::vector<int> cell = grid_keys(n, kind, g);
    int* dcell = upload(cell);
    std::vector<output> outs(4);
    for (int q = 0; q < 4; ++q) outs[q] = {outp[q], static_cast<size_t>(cells), sizeof(T) == 8, {}, {}, {}};
    for (auto& o : outs) o.ref.assign(cells, 0.0), o.mag.assign(cells, 0.0);
    for (int i = 0; i < n; ++i) {
      const T wi = w[i];
      const T v[4] = {wi, static_cast<T>(wi * vx[i]), static_cast<T>(wi * vy[i]), static_cast<T>(wi * vz[i])};
      for (int q = 0; q < 4; ++q) outs[q].ref[cell[i]] += v[q], outs[q].mag[cell[i]] += std::fabs(double(v[q]));
    }
    const pic_args<T> args{n, dcell, dw, dvx, dvy, dvz, outp[0], outp[1], outp[2], outp[3]};
    const std::string wl = std::string("pic-") + names[kind] + "/" + tname;
    for (const variant& v : vs) {
      void (*fn)(const pic_args<T>&);
      if constexpr (sizeof(T) == 4) fn = v.k.pic_float; else fn = v.k.pic_double;
      if (!fn) continue;
      measure(wl, v.label, [&] { fn(args); }, outs, sizeof(T) == 4 ? 1e-5 : 1e-12);
    }
    CUDA_CHECK(cudaFree(dcell));
  }
  for (T* p : {dw, dvx, dvy, dvz, outp[0], outp[1], outp[2], outp[3]}) CUDA_CHECK(cudaFree(p));
}

// ---- rasterizer backward -------------------------------------------------------
/// A splatting scene: P primitives uniform over the image (sigma 0.3..8 px
/// log-uniform, anisotropy up to 3, opacity 0.05..1: footprints from 1 pixel
/// to whole tiles), C colours each, and every (tile, primitive) pair the
/// primitive's 3-sigma box touches, sorted by tile, then by a random depth.
struct splat_scene {
  std::vector<float2> xy;
  std::vector<float4> conic;
  std::vector<float> color;
  std::vector<std::pair<uint64_t, uint32_t>> entries;  // (tile << 32 | depth, primitive)
};
/// The 9 gradient slots of a splatting backward as outputs: colour P*C, mean2D
/// P*pitch (float2 or float3: .x, .y used), conic P*4 (float4: .x, .y, .w
/// used), opacity P; where slot s of primitive p is in them.
struct splat_outputs {
  std::vector<output> outs;
  int mean_pitch;
  float* color() const { return static_cast<float*>(outs[0].dev); }
  void* mean() const { return outs[1].dev; }
  float4* conic() const { return static_cast<float4*>(outs[2].dev); }
  float* opacity() const { return static_cast<float*>(outs[3].dev); }
  /// (output, scalar index) of slot s of primitive p.
  std::pair<int, size_t> at(int s, size_t p) const {
    static const int out[9] = {0, 0, 0, 1, 1, 2, 2, 2, 3}, idx[9] = {0, 1, 2, 0, 1, 0, 1, 3, 0};
    const int stride[9] = {kChannels, kChannels, kChannels, mean_pitch, mean_pitch, 4, 4, 4, 1};
    return {out[s], p * stride[s] + idx[s]};
  }
};
splat_outputs make_splat_outputs(int P, int mean_pitch) {
  const size_t n[4] = {static_cast<size_t>(P) * kChannels, static_cast<size_t>(P) * mean_pitch,
                       static_cast<size_t>(P) * 4, static_cast<size_t>(P)};
  splat_outputs o{{}, mean_pitch};
  for (size_t k : n) {
    o.outs.push_back({alloc<float>(k), k, false, {}, {}, {}});
    o.outs.back().ref.assign(k, 0.0), o.outs.back().mag.assign(k, 0.0), o.outs.back().slack.assign(k, 0.0);
  }
  return o;
}

splat_scene make_scene(int W, int H, int P, int tiles_x, int tiles_y, rng& g) {
  constexpr int C = kChannels;
  splat_scene sc;
  sc.xy.resize(P);
  sc.conic.resize(P);
  sc.color.resize(static_cast<size_t>(P) * C);
  for (int p = 0; p < P; ++p) {
    const double cx = g.uniform() * W, cy = g.uniform() * H;
    const double s1 = std::exp(std::log(0.3) + g.uniform() * (std::log(8.0) - std::log(0.3)));
    const double s2 = s1 / (1.0 + 2.0 * g.uniform());
    const double th = g.uniform() * M_PI, c = std::cos(th), s = std::sin(th);
    const double a = c * c * s1 * s1 + s * s * s2 * s2, b = c * s * (s1 * s1 - s2 * s2),
                 cc = s * s * s1 * s1 + c * c * s2 * s2;
    const double det = a * cc - b * b;
    sc.xy[p] = make_float2(static_cast<float>(cx), static_cast<float>(cy));
    sc.conic[p] = make_float4(static_cast<float>(cc / det), static_cast<float>(-b / det), static_cast<float>(a / det),
                              static_cast<float>(0.05 + 0.95 * g.uniform()));
    for (int ch = 0; ch < C; ++ch) sc.color[static_cast<size_t>(p) * C + ch] = static_cast<float>(g.uniform());
    const double r = std::ceil(3.0 * s1);
    const int tx0 = std::max(0, static_cast<int>((cx - r) / kTile)), tx1 = std::min(tiles_x - 1, static_cast<int>((cx + r) / kTile));
    const int ty0 = std::max(0, static_cast<int>((cy - r) / kTile)), ty1 = std::min(tiles_y - 1, static_cast<int>((cy + r) / kTile));
    const uint32_t depth = static_cast<uint32_t>(g.next());
    for (int ty = ty0; ty <= ty1; ++ty)
      for (int tx = tx0; tx <= tx1; ++tx)
        sc.entries.push_back({(static_cast<uint64_t>(ty * tiles_x + tx) << 32) | depth, static_cast<uint32_t>(p)});
  }
  std::sort(sc.entries.begin(), sc.entries.end());
  return sc;
}

void raster_workload(const std::vector<variant>& vs, int W, int H, int P) {
  constexpr int C = kChannels;
  rng g(7);
  const int tiles_x = (W + kTile - 1) / kTile, tiles_y = (H + kTile - 1) / kTile, tiles = tiles_x * tiles_y;
  splat_scene scene = make_scene(W, H, P, tiles_x, tiles_y, g);
  const std::vector<float2>& xy = scene.xy;
  const std::vector<float4>& conic = scene.conic;
  const std::vector<float>& color = scene.color;
  const auto& entries = scene.entries;
  std::vector<int> ids(entries.size());
  std::vector<int2> ranges(tiles, make_int2(0, 0));
  for (size_t e = 0; e < entries.size(); ++e) {
    ids[e] = static_cast<int>(entries[e].second);
    const int t = static_cast<int>(entries[e].first >> 32);
    if (e == 0 || static_cast<int>(entries[e - 1].first >> 32) != t) ranges[t].x = static_cast<int>(e);
    ranges[t].y = static_cast<int>(e + 1);
  }
  std::vector<float> dL_dpix(static_cast<size_t>(C) * W * H), T_final(static_cast<size_t>(W) * H);
  for (auto& x : dL_dpix) x = static_cast<float>(2.0 * g.uniform() - 1.0);
  for (auto& x : T_final) x = static_cast<float>(0.01 + 0.99 * g.uniform());

  // CPU reference: the kernel's arithmetic per pixel, in float, contributions
  // summed in double; tiles split over threads, each with its own sums.
  const int nthreads = std::max(1u, std::min(32u, std::thread::hardware_concurrency()));
  std::vector<std::vector<double>> part(nthreads, std::vector<double>(static_cast<size_t>(P) * 27, 0.0));
  std::vector<std::thread> pool;
  for (int t = 0; t < nthreads; ++t)
    pool.emplace_back([&, t] {
      std::vector<double>& acc = part[t];
      for (int tile = t; tile < tiles; tile += nthreads)
        for (int pxl = 0; pxl < kTile * kTile; ++pxl) {
          const int px = (tile % tiles_x) * kTile + pxl % kTile, py = (tile / tiles_x) * kTile + pxl / kTile;
          if (px >= W || py >= H) continue;
          const int pix = py * W + px;
          const float T = T_final[pix];
          float dL_dpixel[C];
          for (int ch = 0; ch < C; ++ch) dL_dpixel[ch] = dL_dpix[static_cast<size_t>(ch) * W * H + pix];
          const float ddelx_dx = 0.5f * W, ddely_dy = 0.5f * H;
          for (int e = ranges[tile].x; e < ranges[tile].y; ++e) {
            const int id = ids[e];
            const float2 d = {xy[id].x - px, xy[id].y - py};
            const float4 co = conic[id];
            const float power = -0.5f * (co.x * d.x * d.x + co.z * d.y * d.y) - co.y * d.x * d.y;
            if (power > 0.0f) continue;
            const float G = std::exp(power);
            const float alpha = std::min(0.99f, co.w * G);
            // The GPU's expf may differ from std::exp in the last bits: a pair
            // this close to the alpha test may go either way, so its whole
            // contribution is allowed as slack (it is small: alpha ~ 1/255).
            const bool near = std::fabs(alpha - 1.0f / 255.0f) <= 1e-5f;
            if (alpha < 1.0f / 255.0f && !near) continue;
            const float dchannel_dcolor = alpha * T;
            float dL_dalpha = 0.0f, v[9];
            for (int ch = 0; ch < C; ++ch) {
              const float c = color[static_cast<size_t>(id) * C + ch];
              dL_dalpha += (c - kBackground) * dL_dpixel[ch];
              v[ch] = dchannel_dcolor * dL_dpixel[ch];
            }
            dL_dalpha *= T;
            const float dL_dG = co.w * dL_dalpha, gdx = G * d.x, gdy = G * d.y;
            const float dG_ddelx = -gdx * co.x - gdy * co.y, dG_ddely = -gdy * co.z - gdx * co.y;
            v[3] = dL_dG * dG_ddelx * ddelx_dx;
            v[4] = dL_dG * dG_ddely * ddely_dy;
            v[5] = -0.5f * gdx * d.x * dL_dG;
            v[6] = -0.5f * gdx * d.y * dL_dG;
            v[7] = -0.5f * gdy * d.y * dL_dG;
            v[8] = G * dL_dalpha;
            double* a = &acc[static_cast<size_t>(id) * 27];
            for (int s = 0; s < 9; ++s) {
              if (near) a[18 + s] += std::fabs(v[s]);
              if (alpha >= 1.0f / 255.0f) a[s] += v[s], a[9 + s] += std::fabs(v[s]);
            }
          }
        }
    });
  for (auto& th : pool) th.join();
  splat_outputs so = make_splat_outputs(P, 2);
  std::vector<output>& outs = so.outs;
  for (int p = 0; p < P; ++p)
    for (int s = 0; s < 9; ++s)
      for (int t = 0; t < nthreads; ++t) {
        const auto [o, i] = so.at(s, static_cast<size_t>(p));
        outs[o].ref[i] += part[t][static_cast<size_t>(p) * 27 + s];
        outs[o].mag[i] += part[t][static_cast<size_t>(p) * 27 + 9 + s];
        outs[o].slack[i] += part[t][static_cast<size_t>(p) * 27 + 18 + s];
      }
  part.clear();
  int2* d_ranges = upload(ranges);
  int* d_ids = upload(ids);
  float2* d_xy = upload(xy);
  float4* d_co = upload(conic);
  float* d_col = upload(color);
  float* d_dpix = upload(dL_dpix);
  float* d_T = upload(T_final);
  float* const d_color = so.color();
  float2* const d_mean = static_cast<float2*>(so.mean());
  float4* const d_conic = so.conic();
  float* const d_opacity = so.opacity();
  const raster_args args{W, H, tiles_x, d_ranges, d_ids, d_xy, d_co, d_col, d_dpix, d_T, d_color, d_mean, d_conic, d_opacity};
  std::printf("raster: %dx%d, %d primitives, %zu tile entries (%.1f per tile)\n", W, H, P, entries.size(),
              static_cast<double>(entries.size()) / tiles);
  for (const variant& v : vs)
    if (v.k.raster) measure("raster/float", v.label, [&] { v.k.raster(args); }, outs, 2e-3);
  for (void* p : {static_cast<void*>(d_color), static_cast<void*>(d_mean), static_cast<void*>(d_conic),
                  static_cast<void*>(d_opacity), static_cast<void*>(d_ranges), static_cast<void*>(d_ids),
                  static_cast<void*>(d_xy), static_cast<void*>(d_co), static_cast<void*>(d_col),
                  static_cast<void*>(d_dpix), static_cast<void*>(d_T)})
    CUDA_CHECK(cudaFree(p));
}

// ---- rasterizer backward, the real kernel's shape (issue 26) -------------------
// The scene as raster_workload's (same primitive distribution), with the
// forward pass's results the backward reads: per pixel the transmittance after
// blending front to back until it falls below 1e-4 (final_Ts), and the number
// of entries up to the last one that contributed (n_contrib), computed on the
// CPU. The CPU reference repeats the backward per pixel, back to front.
void raster3_workload(const std::vector<variant>& vs, int W, int H, int P) {
  constexpr int C = kChannels;
  static_assert(kBlockX == kTile && kBlockY == kTile, "the scene's tiles are the blocks");
  rng g(13);
  const int tiles_x = (W + kBlockX - 1) / kBlockX, tiles_y = (H + kBlockY - 1) / kBlockY, tiles = tiles_x * tiles_y;
  splat_scene scene = make_scene(W, H, P, tiles_x, tiles_y, g);
  const std::vector<float2>& xy = scene.xy;
  const std::vector<float4>& conic = scene.conic;
  const std::vector<float>& color = scene.color;
  auto& entries = scene.entries;
  const size_t E = entries.size();
  std::vector<uint32_t> list(E);
  std::vector<uint2> ranges(tiles, make_uint2(0, 0));
  for (size_t e = 0; e < E; ++e) {
    list[e] = entries[e].second;
    const int t = static_cast<int>(entries[e].first >> 32);
    if (e == 0 || static_cast<int>(entries[e - 1].first >> 32) != t) ranges[t].x = static_cast<uint32_t>(e);
    ranges[t].y = static_cast<uint32_t>(e + 1);
  }
  entries.clear();
  entries.shrink_to_fit();
  std::vector<float> dL_dpix(static_cast<size_t>(C) * W * H), T_final(static_cast<size_t>(W) * H);
  std::vector<uint32_t> n_contrib(static_cast<size_t>(W) * H);
  for (auto& x : dL_dpix) x = static_cast<float>(2.0 * g.uniform() - 1.0);
  float bg[C];
  for (float& x : bg) x = static_cast<float>(g.uniform());

  // One pixel's walk, as the kernels compute it (float), front to back.
  struct pair_terms {
    float power, G, alpha;
  };
  auto terms = [&](uint32_t id, float px, float py) {
    const float2 d = {xy[id].x - px, xy[id].y - py};
    const float4 co = conic[id];
    pair_terms t;
    t.power = -0.5f * (co.x * d.x * d.x + co.z * d.y * d.y) - co.y * d.x * d.y;
    t.G = std::exp(t.power);
    t.alpha = std::min(0.99f, co.w * t.G);
    return t;
  };
  // Where the GPU's exp, or its contracted arithmetic, may decide a test the
  // other way than here: the pixel's later contributions are allowed as slack.
  auto near_test = [](const pair_terms& t) {
    return std::fabs(t.power) <= 1e-6f || std::fabs(t.alpha - 1.0f / 255.0f) <= 1e-6f;
  };
  const int nthreads = std::max(1u, std::min(32u, std::thread::hardware_concurrency()));
  auto parallel_tiles = [&](const std::function<void(int)>& tile_fn) {
    std::vector<std::thread> pool;
    for (int t = 0; t < nthreads; ++t)
      pool.emplace_back([&, t] {
        for (int tile = t; tile < tiles; tile += nthreads) tile_fn(tile);
      });
    for (auto& th : pool) th.join();
  };
  parallel_tiles([&](int tile) {  // the forward pass's outputs
    for (int k = 0; k < kBlockSize; ++k) {
      const int px = (tile % tiles_x) * kBlockX + k % kBlockX, py = (tile / tiles_x) * kBlockY + k / kBlockX;
      if (px >= W || py >= H) continue;
      float T = 1.0f;
      uint32_t contributor = 0, last = 0;
      for (uint32_t e = ranges[tile].x; e < ranges[tile].y; ++e) {
        contributor++;
        const pair_terms t = terms(list[e], static_cast<float>(px), static_cast<float>(py));
        if (t.power > 0.0f || t.alpha < 1.0f / 255.0f) continue;
        const float test_T = T * (1 - t.alpha);
        if (test_T < 0.0001f) break;
        T = test_T;
        last = contributor;
      }
      T_final[static_cast<size_t>(py) * W + px] = T;
      n_contrib[static_cast<size_t>(py) * W + px] = last;
    }
  });

  // Backward reference: per entry (a tile's entries belong to one thread) the
  // sums over the tile's pixels of the 9 values, of their magnitudes and of
  // their slack; then per primitive.
  std::vector<double> per_entry(E * 27, 0.0);
  parallel_tiles([&](int tile) {
    for (int k = 0; k < kBlockSize; ++k) {
      const int px = (tile % tiles_x) * kBlockX + k % kBlockX, py = (tile / tiles_x) * kBlockY + k / kBlockX;
      if (px >= W || py >= H) continue;
      const size_t pix = static_cast<size_t>(py) * W + px;
      const float pxf = static_cast<float>(px), pyf = static_cast<float>(py);
      const float Tf = T_final[pix];
      float T = Tf, accum_rec[C] = {0, 0, 0}, last_alpha = 0, last_color[C] = {0, 0, 0}, dL_dpixel[C];
      for (int ch = 0; ch < C; ++ch) dL_dpixel[ch] = dL_dpix[static_cast<size_t>(ch) * W * H + pix];
      float bg_dot = 0;
      for (int ch = 0; ch < C; ++ch) bg_dot += bg[ch] * dL_dpixel[ch];
      const float ddelx_dx = 0.5f * W, ddely_dy = 0.5f * H;
      bool uncertain = false;
      for (uint32_t pos = n_contrib[pix]; pos-- > 0;) {
        const size_t e = ranges[tile].x + pos;
        const uint32_t id = list[e];
        const pair_terms t = terms(id, pxf, pyf);
        uncertain = uncertain || near_test(t);
        if (t.power > 0.0f || t.alpha < 1.0f / 255.0f) continue;
        T = T / (1.f - t.alpha);
        const float dchannel_dcolor = t.alpha * T;
        float dL_dalpha = 0.0f, v[9];
        for (int ch = 0; ch < C; ++ch) {
          const float c = color[static_cast<size_t>(id) * C + ch];
          accum_rec[ch] = last_alpha * last_color[ch] + (1.f - last_alpha) * accum_rec[ch];
          last_color[ch] = c;
          dL_dalpha += (c - accum_rec[ch]) * dL_dpixel[ch];
          v[ch] = dchannel_dcolor * dL_dpixel[ch];
        }
        dL_dalpha *= T;
        last_alpha = t.alpha;
        dL_dalpha += (-Tf / (1.f - t.alpha)) * bg_dot;
        const float4 co = conic[id];
        const float2 d = {xy[id].x - pxf, xy[id].y - pyf};
        const float dL_dG = co.w * dL_dalpha, gdx = t.G * d.x, gdy = t.G * d.y;
        const float dG_ddelx = -gdx * co.x - gdy * co.y, dG_ddely = -gdy * co.z - gdx * co.y;
        v[3] = dL_dG * dG_ddelx * ddelx_dx;
        v[4] = dL_dG * dG_ddely * ddely_dy;
        v[5] = -0.5f * gdx * d.x * dL_dG;
        v[6] = -0.5f * gdx * d.y * dL_dG;
        v[7] = -0.5f * gdy * d.y * dL_dG;
        v[8] = t.G * dL_dalpha;
        double* acc = &per_entry[e * 27];
        for (int s = 0; s < 9; ++s) {
          acc[s] += v[s];
          acc[9 + s] += std::fabs(v[s]);
          if (uncertain) acc[18 + s] += std::fabs(v[s]);
        }
      }
    }
  });
  splat_outputs so = make_splat_outputs(P, 3);
  std::vector<output>& outs = so.outs;
  for (size_t e = 0; e < E; ++e)
    for (int s = 0; s < 9; ++s) {
      const auto [o, i] = so.at(s, list[e]);
      outs[o].ref[i] += per_entry[e * 27 + s];
      outs[o].mag[i] += per_entry[e * 27 + 9 + s];
      outs[o].slack[i] += per_entry[e * 27 + 18 + s];
    }
  float* const d_color = so.color();
  float3* const d_mean = static_cast<float3*>(so.mean());
  float4* const d_conic = so.conic();
  float* const d_opacity = so.opacity();
  per_entry.clear();
  per_entry.shrink_to_fit();
  uint2* d_ranges = upload(ranges);
  uint32_t* d_list = upload(list);
  float2* d_xy = upload(xy);
  float4* d_co = upload(conic);
  float* d_col = upload(color);
  float* d_dpix = upload(dL_dpix);
  float* d_T = upload(T_final);
  uint32_t* d_n = upload(n_contrib);
  float* d_bg = upload(std::vector<float>(bg, bg + C));
  const raster3_args args{W, H, d_ranges, d_list, d_bg, d_xy, d_co, d_col, d_T, d_n, d_dpix,
                          d_mean, d_conic, d_opacity, d_color};
  size_t contributing = 0;
  for (uint32_t n : n_contrib) contributing += n;
  std::printf("raster3: %dx%d, %d primitives, %zu tile entries (%.1f per tile), %.1f entries per pixel up to its last contributor\n",
              W, H, P, E, static_cast<double>(E) / tiles, static_cast<double>(contributing) / n_contrib.size());
  const std::string wl = "raster3-" + std::to_string(P / 1000) + "k/float";
  for (const variant& v : vs)
    if (v.k.raster3) measure(wl, v.label, [&] { v.k.raster3(args); }, outs, 2e-3);
  for (void* p : {static_cast<void*>(d_color), static_cast<void*>(d_mean), static_cast<void*>(d_conic),
                  static_cast<void*>(d_opacity), static_cast<void*>(d_ranges), static_cast<void*>(d_list),
                  static_cast<void*>(d_xy), static_cast<void*>(d_co), static_cast<void*>(d_col),
                  static_cast<void*>(d_dpix), static_cast<void*>(d_T), static_cast<void*>(d_n),
                  static_cast<void*>(d_bg)})
    CUDA_CHECK(cudaFree(p));
}

// ---- molecular dynamics ----------------------------------------------------------
void md_workload(const std::vector<variant>& vs, int G) {
  const int n = G * G * G;
  const double a = std::cbrt(1.0 / 0.8), jitter = 0.15 * a, rlist2 = 2.5 * 2.5, rcut2 = 2.2f * 2.2f;
  rng g(11);
  std::vector<float> x(n), y(n), z(n);
  for (int k = 0; k < G; ++k)
    for (int j = 0; j < G; ++j)
      for (int i = 0; i < G; ++i) {
        const int id = i + G * (j + G * k);
        x[id] = static_cast<float>(i * a + (2 * g.uniform() - 1) * jitter);
        y[id] = static_cast<float>(j * a + (2 * g.uniform() - 1) * jitter);
        z[id] = static_cast<float>(k * a + (2 * g.uniform() - 1) * jitter);
      }
  // Half list: j > i within rlist, found over the lattice stencil.
  const int S = 3;
  const int nthreads = std::max(1u, std::min(32u, std::thread::hardware_concurrency()));
  std::vector<std::vector<int>> lists(n);
  {
    std::vector<std::thread> pool;
    for (int t = 0; t < nthreads; ++t)
      pool.emplace_back([&, t] {
        for (int id = t; id < n; id += nthreads) {
          const int i = id % G, j = (id / G) % G, k = id / (G * G);
          for (int dk = -S; dk <= S; ++dk)
            for (int dj = -S; dj <= S; ++dj)
              for (int di = -S; di <= S; ++di) {
                const int ii = i + di, jj = j + dj, kk = k + dk;
                if (ii < 0 || jj < 0 || kk < 0 || ii >= G || jj >= G || kk >= G) continue;
                const int o = ii + G * (jj + G * kk);
                if (o <= id) continue;
                const double dx = x[id] - x[o], dy = y[id] - y[o], dz = z[id] - z[o];
                if (dx * dx + dy * dy + dz * dz <= rlist2) lists[id].push_back(o);
              }
        }
      });
    for (auto& th : pool) th.join();
  }
  size_t maxn = 0, total = 0;
  for (const auto& l : lists) maxn = std::max(maxn, l.size()), total += l.size();
  std::vector<int> count(n), neigh(maxn * n, 0);
  for (int i = 0; i < n; ++i) {
    count[i] = static_cast<int>(lists[i].size());
    for (size_t k = 0; k < lists[i].size(); ++k) neigh[k * n + i] = lists[i][k];
  }
  std::vector<output> outs(3);
  float* fo[3];
  for (int c = 0; c < 3; ++c) {
    fo[c] = alloc<float>(n);
    outs[c] = {fo[c], static_cast<size_t>(n), false, std::vector<double>(n, 0.0), std::vector<double>(n, 0.0), std::vector<double>(n, 0.0)};
  }
  for (int i = 0; i < n; ++i)
    for (int j : lists[i]) {
      const float dx = x[i] - x[j], dy = y[i] - y[j], dz = z[i] - z[j];
      const float r2 = dx * dx + dy * dy + dz * dz;
      // The GPU may contract r2 into FMAs: a pair this close to the cutoff may
      // go either way, so its force is allowed as slack on both atoms.
      const bool near = std::fabs(r2 - rcut2) <= 1e-4 * rcut2;
      if (r2 > rcut2 && !near) continue;
      const double sr2 = 1.0 / r2, sr6 = sr2 * sr2 * sr2, f = 24.0 * sr6 * (2.0 * sr6 - 1.0) * sr2;
      const double d[3] = {dx, dy, dz};
      for (int c = 0; c < 3; ++c) {
        if (near) outs[c].slack[i] += std::fabs(d[c] * f), outs[c].slack[j] += std::fabs(d[c] * f);
        if (r2 > rcut2) continue;
        outs[c].ref[i] += d[c] * f;
        outs[c].ref[j] -= d[c] * f;
        outs[c].mag[i] += std::fabs(d[c] * f);
        outs[c].mag[j] += std::fabs(d[c] * f);
      }
    }
  lists.clear();
  float *dx = upload(x), *dy = upload(y), *dz = upload(z);
  int *dcount = upload(count), *dneigh = upload(neigh);
  const md_args args{n, dx, dy, dz, dcount, dneigh, fo[0], fo[1], fo[2]};
  std::printf("md: %d atoms, %.1f half neighbours per atom (max %zu)\n", n, static_cast<double>(total) / n, maxn);
  for (const variant& v : vs)
    if (v.k.md) measure("md/float", v.label, [&] { v.k.md(args); }, outs, 2e-4);
  for (void* p : {static_cast<void*>(dx), static_cast<void*>(dy), static_cast<void*>(dz), static_cast<void*>(dcount),
                  static_cast<void*>(dneigh), static_cast<void*>(fo[0]), static_cast<void*>(fo[1]),
                  static_cast<void*>(fo[2])})
    CUDA_CHECK(cudaFree(p));
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s <outdir> [--quick] [--reps N] [--only pic|raster|md|raster3] [--variant LABEL]\n", argv[0]);
    return 2;
  }
  const std::string outdir = argv[1];
  bool quick = false;
  std::string only, variant_label;
  for (int i = 2; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--quick")) quick = true;
    else if (!std::strcmp(argv[i], "--reps") && i + 1 < argc) g_reps = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--only") && i + 1 < argc) only = argv[++i];
    else if (!std::strcmp(argv[i], "--variant") && i + 1 < argc) variant_label = argv[++i];
    else {
      std::fprintf(stderr, "fused_bench: unknown argument '%s'\n", argv[i]);
      return 2;
    }
  }
  // --only W: that workload family alone (pic, raster, md or raster3).
  auto wanted = [&](const char* w) { return only.empty() || only == w; };
  cudaDeviceProp prop;
  CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
  int rt = 0;
  CUDA_CHECK(cudaRuntimeGetVersion(&rt));
  std::printf("device: %s (sm_%d%d), CUDA runtime %d\n", prop.name, prop.major, prop.minor, rt);
  std::vector<variant> vs = all_variants();
  // --variant L: that variant alone (and plain, which every row is compared with).
  if (!variant_label.empty()) {
    std::vector<variant> keep;
    for (const variant& v : vs)
      if (variant_label == v.label || !std::strcmp(v.label, "plain")) keep.push_back(v);
    if (keep.size() < 2 && variant_label != "plain") {
      std::fprintf(stderr, "fused_bench: no variant labelled '%s'\n", variant_label.c_str());
      return 2;
    }
    vs = keep;
  }
  const int n = quick ? (1 << 20) : 10000000;
  if (wanted("pic")) {
    pic_workloads<float>(vs, n, "float");
    pic_workloads<double>(vs, n, "double");
  }
  if (wanted("raster")) raster_workload(vs, quick ? 320 : 1280, quick ? 176 : 720, quick ? 10000 : 200000);
  if (wanted("md")) md_workload(vs, quick ? 40 : 100);
  if (wanted("raster3") && quick) raster3_workload(vs, 320, 176, 10000);
  if (wanted("raster3") && !quick) {
    raster3_workload(vs, 1280, 720, 1000000);
    raster3_workload(vs, 1920, 1080, 3000000);
  }

  FILE* csv = std::fopen((outdir + "/fused.csv").c_str(), "w");
  if (csv) {
    std::fprintf(csv, "workload,variant,median_us,min_us,correct\n");
    for (const auto& r : g_results)
      std::fprintf(csv, "%s,%s,%.3f,%.3f,%d\n", r.workload.c_str(), r.variant.c_str(), r.median_us, r.min_us,
                   r.correct ? 1 : 0);
    std::fclose(csv);
  }
  // Table: one row per workload, one column per variant, plus each variant vs plain.
  std::vector<std::string> wls, labels;
  std::map<std::pair<std::string, std::string>, double> t;
  bool all_ok = true;
  for (const auto& r : g_results) {
    if (std::find(wls.begin(), wls.end(), r.workload) == wls.end()) wls.push_back(r.workload);
    if (std::find(labels.begin(), labels.end(), r.variant) == labels.end()) labels.push_back(r.variant);
    t[{r.workload, r.variant}] = r.median_us;
    all_ok = all_ok && r.correct;
  }
  std::printf("\n== fused aggregation, median us (x plain) ==\n%-20s", "workload");
  for (const auto& l : labels) std::printf(" | %-22s", l.c_str());
  std::printf("\n");
  for (const auto& w : wls) {
    std::printf("%-20s", w.c_str());
    const auto p = t.find({w, "plain"});
    for (const auto& l : labels) {
      const auto it = t.find({w, l});
      if (it == t.end()) {
        std::printf(" | %-22s", "-");
      } else {
        char buf[64];
        std::snprintf(buf, sizeof buf, "%.1f (%.2fx)", it->second, p != t.end() ? it->second / p->second : NAN);
        std::printf(" | %-22s", buf);
      }
    }
    std::printf("\n");
  }
  std::printf("%s\n", all_ok ? "all variants correct" : "SOME VARIANTS WRONG");
  return all_ok ? 0 : 1;
}
