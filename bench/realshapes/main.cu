// bench/realshapes/main.cu -- driver of the real-shapes benchmark (issue 25,
// item 4).
//
//   realshapes_bench <outdir> [--quick] [--reps N] [--only=K1,K2,...]
//
// Each kernel of kernels_plain.cu (shapes of real projects: README.md) runs on
// data shaped like its project's (fixed seeds, fresh per workload), at the
// block sizes its project's harness sweeps, once per variant: plain (the
// source as written), tool (warpagg's output of that source,
// generated/kernels_plain.tool.cu) and, where useful, anchor (the hand-written
// version an expert would write, kernels_anchor.cu). Every (variant, block)
// is first run once on outputs poisoned (accumulated outputs set to a
// non-zero start value, stored ones to all-ones bits) and checked against a
// CPU reference (integers exactly; floats within tol * (|start| + sum of the
// contributions' magnitudes), which covers any order of the atomic adds); a
// wrong result is reported and not timed. Times: median of --reps (default
// 21) runs timed with CUDA events after 3 warm-ups, outputs reset (not timed)
// before each. Writes <outdir>/realshapes.csv (kernel, variant, block,
// median_us, min_us, speedup_vs_plain, check) and prints a table last.
// This file holds the original workloads and main(); the harness is
// harness.h/harness.cu, issue 45's middle-ground workloads middle_*.cu.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <map>
#include <mutex>
#include <numeric>
#include <string>
#include <thread>
#include <vector>

#include "harness.h"
#include "middle_workloads.h"

#define RS_VARIANT(ID, LABEL) rs_kernels rs_kernels_##ID();
#include "variants.inc"
#undef RS_VARIANT

namespace rs {
std::vector<variant> all_variants() {
  return {
#define RS_VARIANT(ID, LABEL) {LABEL, rs_kernels_##ID()},
#include "variants.inc"
#undef RS_VARIANT
  };
}
}  // namespace rs

namespace {
using namespace rs;

// ============================================================================
// Workloads
// ============================================================================

// ---- machine learning ------------------------------------------------------------
void ml_workloads(const std::vector<variant>& vs) {
  const int B = g_quick ? 2 : 8, T = 1024, C = 768, V = 50257;
  rng g(1);
  if (wanted("embedding_bwd")) {
    device_pool dp;
    const zipf text(V, 1.0, 2.7, g);  // word frequencies of text: Zipf, exponent about 1
    std::vector<int> tokens(B * T);
    for (int& t : tokens) t = text(g);
    std::vector<float> dout(static_cast<size_t>(B) * T * C);
    for (float& x : dout) x = uniform_f(g, -1, 1);
    embed_args a{B, T, C, dp.up(dout), dp.up(tokens), dp.make<float>(static_cast<size_t>(V) * C),
                 dp.make<float>(static_cast<size_t>(T) * C)};
    std::vector<output> outs = {make_output(a.dwte, static_cast<size_t>(V) * C, ty::f32),
                                make_output(a.dwpe, static_cast<size_t>(T) * C, ty::f32)};
    for (int bt = 0; bt < B * T; ++bt)
      for (int c = 0; c < C; ++c) {
        const double v = dout[static_cast<size_t>(bt) * C + c];
        const size_t w = static_cast<size_t>(tokens[bt]) * C + c, p = static_cast<size_t>(bt % T) * C + c;
        outs[0].ref[w] += v, outs[0].mag[w] += std::fabs(v);
        outs[1].ref[p] += v, outs[1].mag[p] += std::fabs(v);
      }
    run_all(vs, "embedding_bwd", &rs_kernels::embedding_bwd, a, {64, 256, 1024}, outs, 1e-5);
  }
  if (wanted("layernorm")) {
    device_pool dp;
    const int N = B * T;
    std::vector<float> inp(static_cast<size_t>(N) * C), dout(inp.size()), weight(C), mean(N), rstd(N);
    for (float& x : inp) x = normal_f(g) * 2.0f + 0.5f;
    for (float& x : dout) x = normal_f(g) * 0.1f;
    for (float& x : weight) x = uniform_f(g, 0.5, 1.5);
    for (int r = 0; r < N; ++r) {
      double m = 0, v = 0;
      for (int i = 0; i < C; ++i) m += inp[static_cast<size_t>(r) * C + i];
      m /= C;
      for (int i = 0; i < C; ++i) v += std::pow(inp[static_cast<size_t>(r) * C + i] - m, 2);
      mean[r] = static_cast<float>(m);
      rstd[r] = static_cast<float>(1.0 / std::sqrt(v / C + 1e-5));
    }
    layernorm_args a{N, C, g_sms, dp.up(dout), dp.up(inp), dp.up(weight), dp.up(mean), dp.up(rstd),
                     dp.make<float>(inp.size()), dp.make<float>(C), dp.make<float>(C)};
    std::vector<output> outs = {make_output(a.dinp, inp.size(), ty::f32), make_output(a.dweight, C, ty::f32),
                                make_output(a.dbias, C, ty::f32)};
    for (int r = 0; r < N; ++r) {
      const float* x = &inp[static_cast<size_t>(r) * C];
      const float* gr = &dout[static_cast<size_t>(r) * C];
      double sd = 0, sdn = 0, sabs = 0, sabsn = 0;
      for (int i = 0; i < C; ++i) {
        const double n = (x[i] - mean[r]) * static_cast<double>(rstd[r]), d = static_cast<double>(weight[i]) * gr[i];
        sd += d, sdn += d * n, sabs += std::fabs(d), sabsn += std::fabs(d * n);
      }
      sd /= C, sdn /= C, sabs /= C, sabsn /= C;
      for (int i = 0; i < C; ++i) {
        const double n = (x[i] - mean[r]) * static_cast<double>(rstd[r]), d = static_cast<double>(weight[i]) * gr[i];
        const size_t k = static_cast<size_t>(r) * C + i;
        outs[0].ref[k] = (d - sd - n * sdn) * rstd[r];
        outs[0].mag[k] = (std::fabs(d) + sabs + std::fabs(n) * sabsn) * rstd[r] * 10;  // float sums over C
        outs[1].ref[i] += n * gr[i], outs[1].mag[i] += std::fabs(n * gr[i]);
        outs[2].ref[i] += gr[i], outs[2].mag[i] += std::fabs(gr[i]);
      }
    }
    run_all(vs, "layernorm_flush", &rs_kernels::layernorm_flush, a, {64, 256, 1024}, outs, 1e-4);
    run_all(vs, "layernorm_naive", &rs_kernels::layernorm_naive, a, {64, 256, 1024}, outs, 1e-4);
  }
  if (wanted("bias_bwd")) {
    device_pool dp;
    const int N = B * T, OC = 4 * C;
    std::vector<float> dout(static_cast<size_t>(N) * OC);
    for (float& x : dout) x = uniform_f(g, -1, 1);
    bias_args a{N, OC, g_sms, g_threads_per_sm, dp.up(dout), dp.make<float>(OC)};
    std::vector<output> outs = {make_output(a.dbias, OC, ty::f32)};
    for (int r = 0; r < N; ++r)
      for (int c = 0; c < OC; ++c) {
        const double v = dout[static_cast<size_t>(r) * OC + c];
        outs[0].ref[c] += v, outs[0].mag[c] += std::fabs(v);
      }
    run_all(vs, "bias_bwd", &rs_kernels::bias_bwd, a, {256, 512, 1024}, outs, 1e-5);
  }
  if (wanted("global_pool")) {
    device_pool dp;
    const int target = g_quick ? 1 << 15 : 1 << 18, C2 = 64;
    std::vector<int> batch;
    int graphs = 0;
    while (static_cast<int>(batch.size()) < target) {  // molecule-sized graphs: log-normal, median 23 nodes
      const int sz = std::clamp(static_cast<int>(std::exp(std::log(23.0) + 0.5 * normal_f(g))), 4, 400);
      for (int i = 0; i < sz && static_cast<int>(batch.size()) < target; ++i) batch.push_back(graphs);
      ++graphs;
    }
    const int nodes = static_cast<int>(batch.size());
    std::vector<float> x(static_cast<size_t>(nodes) * C2);
    for (float& v : x) v = normal_f(g);
    pool_args a{nodes, C2, dp.up(x), dp.up(batch), dp.make<float>(static_cast<size_t>(graphs) * C2)};
    std::vector<output> outs = {make_output(a.out, static_cast<size_t>(graphs) * C2, ty::f32)};
    for (int r = 0; r < nodes; ++r)
      for (int c = 0; c < C2; ++c) {
        const double v = x[static_cast<size_t>(r) * C2 + c];
        const size_t k = static_cast<size_t>(batch[r]) * C2 + c;
        outs[0].ref[k] += v, outs[0].mag[k] += std::fabs(v);
      }
    std::printf("global_pool: %d nodes in %d graphs, %d channels\n", nodes, graphs, C2);
    run_all(vs, "global_pool", &rs_kernels::global_pool, a, {256}, outs, 1e-5);
  }
  if (wanted("index_add")) {
    device_pool dp;
    const int n_index = g_quick ? 1 << 18 : 1 << 21, S = 16, rows = 1 << 16;
    const zipf pop(rows, 1.1, 1.0, g);
    std::vector<int> index(n_index);
    for (int& i : index) i = pop(g);
    std::vector<float> src(static_cast<size_t>(n_index) * S);
    for (float& v : src) v = normal_f(g);
    index_add_args a{n_index, S, 0.5f, dp.up(index), dp.up(src), dp.make<float>(static_cast<size_t>(rows) * S), g_sms};
    std::vector<output> outs = {make_output(a.dst, static_cast<size_t>(rows) * S, ty::f32)};
    for (int i = 0; i < n_index; ++i)
      for (int e = 0; e < S; ++e) {
        const double v = static_cast<double>(src[static_cast<size_t>(i) * S + e] * 0.5f);
        const size_t k = static_cast<size_t>(index[i]) * S + e;
        outs[0].ref[k] += v, outs[0].mag[k] += std::fabs(v);
      }
    run_all(vs, "index_add", &rs_kernels::index_add, a, {128}, outs, 1e-5);
  }
  if (wanted("edge_softmax")) {
    device_pool dp;
    const edge_list el = rmat(g_quick ? 15 : 18, 16, 21, /*by_dst=*/true);
    const int E = static_cast<int>(el.src.size()), H = 8;
    std::vector<float> score(static_cast<size_t>(E) * H), dmax(static_cast<size_t>(el.n) * H, -INFINITY);
    for (float& s : score) s = 2.0f * normal_f(g);
    for (int e = 0; e < E; ++e)
      for (int h = 0; h < H; ++h) {
        float& m = dmax[static_cast<size_t>(el.dst[e]) * H + h];
        m = std::max(m, score[static_cast<size_t>(e) * H + h]);
      }
    edge_softmax_args a{E, H, dp.up(el.dst), dp.up(score), dp.up(dmax), dp.make<float>(score.size()),
                        dp.make<float>(dmax.size())};
    std::vector<output> outs = {make_output(a.denom, dmax.size(), ty::f32),
                                make_output(a.ex, score.size(), ty::f32, /*accumulate=*/false)};
    for (int e = 0; e < E; ++e)
      for (int h = 0; h < H; ++h) {
        const size_t i = static_cast<size_t>(e) * H + h, k = static_cast<size_t>(el.dst[e]) * H + h;
        const double v = std::exp(static_cast<double>(score[i]) - dmax[k]);
        outs[1].ref[i] = v, outs[1].mag[i] = 10 * v;  // __expf: a few ulp, scaled by the argument
        outs[0].ref[k] += v, outs[0].mag[k] += 10 * v;
      }
    std::printf("edge_softmax: %d nodes, %d edges, %d heads\n", el.n, E, H);
    run_all(vs, "edge_softmax", &rs_kernels::edge_softmax, a, {256}, outs, 2e-5);
  }
}

// ---- graphs ----------------------------------------------------------------------
void graph_workloads(const std::vector<variant>& vs) {
  rng g(2);
  if (wanted("degree") || wanted("frontier")) {
    device_pool dp;
    const edge_list el = rmat(g_quick ? 16 : 20, 16, 5, /*by_dst=*/false);
    const int n = el.n, E = static_cast<int>(el.src.size());
    std::printf("graph: R-MAT %d vertices, %d edges (sorted by source)\n", n, E);
    int* d_src = dp.up(el.src);
    int* d_dst = dp.up(el.dst);
    if (wanted("degree")) {
      degree_args a{E, d_src, d_dst, dp.make<int>(n), dp.make<int>(n), g_sms};
      std::vector<output> outs = {make_output(a.out_deg, n, ty::i32), make_output(a.in_deg, n, ty::i32)};
      for (int e = 0; e < E; ++e) outs[0].ref[el.src[e]] += 1, outs[1].ref[el.dst[e]] += 1;
      run_all(vs, "degree", &rs_kernels::degree, a, {256, 1024}, outs, 0);
    }
    if (wanted("frontier")) {
      // CSR (edges are sorted by source); BFS from the highest-degree vertex
      // on the CPU; the timed step expands the largest level.
      std::vector<int> row_ptr(n + 1, 0);
      for (int e = 0; e < E; ++e) ++row_ptr[el.src[e] + 1];
      for (int i = 0; i < n; ++i) row_ptr[i + 1] += row_ptr[i];
      int root = 0;
      for (int i = 0; i < n; ++i)
        if (row_ptr[i + 1] - row_ptr[i] > row_ptr[root + 1] - row_ptr[root]) root = i;
      std::vector<int> label(n, -1);
      std::vector<std::vector<int>> levels{{root}};
      label[root] = 0;
      while (!levels.back().empty()) {
        std::vector<int> next;
        const int depth = static_cast<int>(levels.size());
        for (int u : levels.back())
          for (int e = row_ptr[u]; e < row_ptr[u + 1]; ++e)
            if (label[el.dst[e]] == -1) label[el.dst[e]] = depth, next.push_back(el.dst[e]);
        levels.push_back(std::move(next));
      }
      size_t big = 0;
      for (size_t l = 0; l + 1 < levels.size(); ++l)
        if (levels[l].size() > levels[big].size()) big = l;
      std::vector<int> before(n, -1);  // labels when level `big` is expanded
      for (int i = 0; i < n; ++i)
        if (label[i] != -1 && label[i] <= static_cast<int>(big)) before[i] = label[i];
      const std::vector<int>& in = levels[big];
      std::vector<int> want = levels[big + 1];
      std::sort(want.begin(), want.end());
      int* d_labels0 = dp.up(before);
      frontier_args a{static_cast<int>(in.size()), static_cast<int>(big) + 1, dp.up(in), dp.up(row_ptr), d_dst,
                      dp.make<int>(n), dp.make<int>(n), dp.make<int>(1)};
      // Outputs checked by the hook: the count, the new frontier as a set (its
      // order depends on the atomics' order), every label.
      const std::vector<output> outs;
      hooks h;
      h.prepare = [&] {
        CUDA_CHECK(cudaMemcpyAsync(a.labels, d_labels0, n * sizeof(int), cudaMemcpyDeviceToDevice));
        CUDA_CHECK(cudaMemsetAsync(a.out_frontier, 0xFF, n * sizeof(int)));
        CUDA_CHECK(cudaMemsetAsync(a.out_len, 0, sizeof(int)));
      };
      h.extra_check = [&](std::string& why) {
        const int len = download(a.out_len, 1)[0];
        if (len != static_cast<int>(want.size()))
          return why = "count " + std::to_string(len) + ", want " + std::to_string(want.size()), false;
        std::vector<int> got = download(a.out_frontier, want.size());
        std::sort(got.begin(), got.end());
        if (got != want) return why = "the new frontier differs from the reference set", false;
        const std::vector<int> lab = download(a.labels, n);
        for (int i = 0; i < n; ++i)
          if (lab[i] != (label[i] <= static_cast<int>(big) + 1 ? label[i] : -1))
            return why = "labels differ at vertex " + std::to_string(i), false;
        return true;
      };
      std::printf("frontier: level %zu of %zu, %zu vertices in, %zu out\n", big, levels.size() - 1, in.size(),
                  want.size());
      run_all(vs, "frontier", &rs_kernels::frontier, a, {256}, outs, 0, h);
    }
  }
  if (wanted("spmm")) {
    const edge_list el = rmat(g_quick ? 14 : 17, 16, 9, /*by_dst=*/false);
    const int E = static_cast<int>(el.src.size());
    for (int F : {64, 16}) {
      device_pool dp;
      std::vector<float> feat(static_cast<size_t>(el.n) * F), w(E);
      for (float& v : feat) v = normal_f(g);
      for (float& v : w) v = uniform_f(g, 0.1, 1.0);
      spmm_args a{E, F, dp.up(el.src), dp.up(el.dst), dp.up(feat), dp.up(w), dp.make<float>(feat.size())};
      std::vector<output> outs = {make_output(a.out, feat.size(), ty::f32)};
      for (int e = 0; e < E; ++e)
        for (int f = 0; f < F; ++f) {
          const double v = static_cast<double>(feat[static_cast<size_t>(el.src[e]) * F + f] * w[e]);
          const size_t k = static_cast<size_t>(el.dst[e]) * F + f;
          outs[0].ref[k] += v, outs[0].mag[k] += std::fabs(v);
        }
      std::printf("spmm: R-MAT %d vertices, %d edges, %d features\n", el.n, E, F);
      run_all(vs, "spmm_f" + std::to_string(F), &rs_kernels::spmm, a, {256}, outs, 1e-5);
    }
  }
}

// ---- rendering: tile rasterizer backward -----------------------------------------
void raster_workload(const std::vector<variant>& vs) {
  if (!wanted("raster")) return;
  constexpr int C = kRasterChannels, BX = kRasterBlockX, BY = kRasterBlockY;
  const int W = g_quick ? 320 : 1280, H = g_quick ? 180 : 720, P = g_quick ? 60000 : 1000000;
  rng g(3);
  const int tiles_x = (W + BX - 1) / BX, tiles_y = (H + BY - 1) / BY, tiles = tiles_x * tiles_y;
  std::vector<float2> xy(P);
  std::vector<float4> conic(P);
  std::vector<float> color(static_cast<size_t>(P) * C);
  struct entry {
    uint64_t key;
    int id;
  };
  std::vector<entry> entries;
  // Scene-like density: most primitives in a few clusters (objects), the rest
  // spread; sizes log-uniform 0.5..12 px with 1% large (12..40 px).
  double cx_c[8], cy_c[8], r_c[8];
  for (int k = 0; k < 8; ++k) cx_c[k] = g.uniform() * W, cy_c[k] = g.uniform() * H, r_c[k] = (0.05 + 0.15 * g.uniform()) * W;
  for (int p = 0; p < P; ++p) {
    double cx, cy;
    if (g.uniform() < 0.7) {
      const int k = static_cast<int>(g.below(8));
      cx = cx_c[k] + r_c[k] * normal_f(g), cy = cy_c[k] + r_c[k] * normal_f(g);
    } else {
      cx = g.uniform() * W, cy = g.uniform() * H;
    }
    const double s1 = g.uniform() < 0.01 ? 12.0 + 28.0 * g.uniform() : std::exp(std::log(0.5) + g.uniform() * std::log(24.0));
    const double s2 = s1 / (1.0 + 3.0 * g.uniform());
    const double th = g.uniform() * M_PI, c = std::cos(th), s = std::sin(th);
    const double a = c * c * s1 * s1 + s * s * s2 * s2, b = c * s * (s1 * s1 - s2 * s2), cc = s * s * s1 * s1 + c * c * s2 * s2;
    const double det = a * cc - b * b;
    xy[p] = make_float2(static_cast<float>(cx), static_cast<float>(cy));
    conic[p] = make_float4(static_cast<float>(cc / det), static_cast<float>(-b / det), static_cast<float>(a / det),
                           static_cast<float>(0.05 + 0.95 * g.uniform()));
    for (int ch = 0; ch < C; ++ch) color[static_cast<size_t>(p) * C + ch] = static_cast<float>(g.uniform());
    const double r = std::ceil(3.0 * s1);
    if (cx + r < 0 || cy + r < 0 || cx - r >= W || cy - r >= H) continue;
    const int tx0 = std::max(0, static_cast<int>((cx - r) / BX)), tx1 = std::min(tiles_x - 1, static_cast<int>((cx + r) / BX));
    const int ty0 = std::max(0, static_cast<int>((cy - r) / BY)), ty1 = std::min(tiles_y - 1, static_cast<int>((cy + r) / BY));
    const uint32_t depth = static_cast<uint32_t>(g.next());
    for (int ty = ty0; ty <= ty1; ++ty)
      for (int tx = tx0; tx <= tx1; ++tx) entries.push_back({(static_cast<uint64_t>(ty * tiles_x + tx) << 32) | depth, p});
  }
  std::sort(entries.begin(), entries.end(), [](const entry& x, const entry& y) { return x.key < y.key; });
  std::vector<int> ids(entries.size());
  std::vector<int2> ranges(tiles, make_int2(0, 0));
  for (size_t e = 0; e < entries.size(); ++e) {
    ids[e] = entries[e].id;
    const int t = static_cast<int>(entries[e].key >> 32);
    if (e == 0 || static_cast<int>(entries[e - 1].key >> 32) != t) ranges[t].x = static_cast<int>(e);
    ranges[t].y = static_cast<int>(e + 1);
  }
  entries.clear();
  std::vector<float> dL_dpix(static_cast<size_t>(C) * W * H);
  for (float& x : dL_dpix) x = uniform_f(g, -1, 1);
  const float bg[C] = {0.0f, 0.0f, 0.0f};

  // The forward on the CPU (front to back, stop below T = 1e-4): each pixel's
  // final transmittance and last contributor; then the backward's arithmetic,
  // per tile, contributions summed in double per tile entry and merged.
  std::vector<float> final_T(static_cast<size_t>(W) * H, 1.0f);
  std::vector<int> n_contrib(static_cast<size_t>(W) * H, 0);
  std::vector<double> acc(static_cast<size_t>(P) * 27, 0.0);  // per id: 9 sums, 9 magnitudes, 9 slacks
  std::vector<std::mutex> locks(1024);
  parallel_for(tiles, [&](long long tb, long long te, int) {
    std::vector<double> local;
    for (long long tile = tb; tile < te; ++tile) {
      const int2 rg = ranges[tile];
      const int cnt = rg.y - rg.x;
      local.assign(static_cast<size_t>(cnt) * 27, 0.0);
      for (int pxl = 0; pxl < BX * BY; ++pxl) {
        const int px = static_cast<int>(tile % tiles_x) * BX + pxl % BX, py = static_cast<int>(tile / tiles_x) * BY + pxl / BX;
        if (px >= W || py >= H) continue;
        const int pix = py * W + px;
        float T = 1.0f;
        int last = 0;
        for (int e = 0; e < cnt; ++e) {
          const int id = ids[rg.x + e];
          const float dx = xy[id].x - px, dy = xy[id].y - py;
          const float4 co = conic[id];
          const float power = -0.5f * (co.x * dx * dx + co.z * dy * dy) - co.y * dx * dy;
          if (power > 0.0f) continue;
          const float alpha = std::min(0.99f, co.w * std::exp(power));
          if (alpha < 1.0f / 255.0f) continue;
          const float test_T = T * (1 - alpha);
          if (test_T < 0.0001f) break;
          T = test_T;
          last = e + 1;
        }
        final_T[pix] = T;
        n_contrib[pix] = last;
        float dL_dpixel[C], accum_rec[C] = {0}, last_color[C] = {0}, last_alpha = 0;
        for (int ch = 0; ch < C; ++ch) dL_dpixel[ch] = dL_dpix[static_cast<size_t>(ch) * W * H + pix];
        const float ddelx_dx = 0.5f * W, ddely_dy = 0.5f * H, T_final = T;
        bool tainted = false;  // a pair near the alpha test was seen: later ones may differ slightly
        for (int e = last - 1; e >= 0; --e) {
          const int id = ids[rg.x + e];
          const float2 d = {xy[id].x - px, xy[id].y - py};
          const float4 co = conic[id];
          const float power = -0.5f * (co.x * d.x * d.x + co.z * d.y * d.y) - co.y * d.x * d.y;
          if (power > 0.0f) continue;
          const float G = std::exp(power);
          const float alpha = std::min(0.99f, co.w * G);
          const bool near = std::fabs(alpha - 1.0f / 255.0f) <= 1e-5f;
          if (alpha < 1.0f / 255.0f && !near) continue;
          tainted = tainted || near;
          const bool take = alpha >= 1.0f / 255.0f;
          float v[9];
          const float Tn = T / (1.0f - alpha);
          const float dchannel_dcolor = alpha * Tn;
          float dL_dalpha = 0.0f;
          float rec[C];
          for (int ch = 0; ch < C; ++ch) {
            const float c = color[static_cast<size_t>(id) * C + ch];
            rec[ch] = last_alpha * last_color[ch] + (1.0f - last_alpha) * accum_rec[ch];
            dL_dalpha += (c - rec[ch]) * dL_dpixel[ch];
            v[ch] = dchannel_dcolor * dL_dpixel[ch];
          }
          dL_dalpha *= Tn;
          float bg_dot = 0;
          for (int ch = 0; ch < C; ++ch) bg_dot += bg[ch] * dL_dpixel[ch];
          dL_dalpha += (-T_final / (1.0f - alpha)) * bg_dot;
          const float dL_dG = co.w * dL_dalpha, gdx = G * d.x, gdy = G * d.y;
          const float dG_ddelx = -gdx * co.x - gdy * co.y, dG_ddely = -gdy * co.z - gdx * co.y;
          v[3] = dL_dG * dG_ddelx * ddelx_dx;
          v[4] = dL_dG * dG_ddely * ddely_dy;
          v[5] = -0.5f * gdx * d.x * dL_dG;
          v[6] = -0.5f * gdx * d.y * dL_dG;
          v[7] = -0.5f * gdy * d.y * dL_dG;
          v[8] = G * dL_dalpha;
          double* l = &local[static_cast<size_t>(e) * 27];
          for (int s = 0; s < 9; ++s) {
            if (tainted) l[18 + s] += (near ? 1.0 : 0.02) * std::fabs(v[s]);
            if (take) l[s] += v[s], l[9 + s] += std::fabs(v[s]);
          }
          if (take) {
            T = Tn;
            for (int ch = 0; ch < C; ++ch) accum_rec[ch] = rec[ch], last_color[ch] = color[static_cast<size_t>(id) * C + ch];
            last_alpha = alpha;
          }
        }
      }
      for (int e = 0; e < cnt; ++e) {
        const int id = ids[rg.x + e];
        std::lock_guard<std::mutex> lk(locks[id % locks.size()]);
        for (int s = 0; s < 27; ++s) acc[static_cast<size_t>(id) * 27 + s] += local[static_cast<size_t>(e) * 27 + s];
      }
    }
  });
  device_pool dp;
  raster_args a{W, H, dp.up(ranges), dp.up(ids), dp.up(std::vector<float>(bg, bg + C)), dp.up(xy), dp.up(conic),
                dp.up(color), dp.up(final_T), dp.up(n_contrib), dp.up(dL_dpix), dp.make<float3>(P), dp.make<float4>(P),
                dp.make<float>(P), dp.make<float>(static_cast<size_t>(P) * C)};
  // Outputs as scalars: mean2D P*3 (.z untouched), conic P*4 (.z untouched), opacity P, colours P*C.
  std::vector<output> outs = {make_output(a.dL_dmean2D, static_cast<size_t>(P) * 3, ty::f32),
                              make_output(a.dL_dconic, static_cast<size_t>(P) * 4, ty::f32),
                              make_output(a.dL_dopacity, P, ty::f32),
                              make_output(a.dL_dcolors, static_cast<size_t>(P) * C, ty::f32)};
  for (auto& o : outs) o.slack.assign(o.n, 0.0);
  const int slot_out[9] = {3, 3, 3, 0, 0, 1, 1, 1, 2}, slot_idx[9] = {0, 1, 2, 0, 1, 0, 1, 3, 0},
            slot_stride[9] = {C, C, C, 3, 3, 4, 4, 4, 1};
  for (int p = 0; p < P; ++p)
    for (int s = 0; s < 9; ++s) {
      const size_t i = static_cast<size_t>(p) * slot_stride[s] + slot_idx[s];
      output& o = outs[slot_out[s]];
      o.ref[i] += acc[static_cast<size_t>(p) * 27 + s];
      o.mag[i] += acc[static_cast<size_t>(p) * 27 + 9 + s];
      o.slack[i] += acc[static_cast<size_t>(p) * 27 + 18 + s];
    }
  acc.clear();
  size_t mx = 0;
  std::vector<int> per_tile(tiles);
  for (int t = 0; t < tiles; ++t) per_tile[t] = ranges[t].y - ranges[t].x, mx = std::max<size_t>(mx, per_tile[t]);
  std::sort(per_tile.begin(), per_tile.end());
  std::printf("raster: %dx%d, %d primitives, %zu tile entries; per tile min %d, median %d, p90 %d, max %zu\n", W, H, P,
              ids.size(), per_tile.front(), per_tile[tiles / 2], per_tile[tiles * 9 / 10], mx);
  run_all(vs, "raster_bwd", &rs_kernels::raster_bwd, a, {BX * BY}, outs, 1e-3);
}

// ---- physics ---------------------------------------------------------------------
void physics_workloads(const std::vector<variant>& vs) {
  rng g(4);
  if (wanted("deposit")) {
    device_pool dp;
    const int n = g_quick ? 32 : 64;  // cells per axis
    const float dx = 0.5f;
    std::vector<float> x, y, z, w;
    for (int k = 0; k < n; ++k)  // particles sorted by cell, 12..20 per cell
      for (int j = 0; j < n; ++j)
        for (int i = 0; i < n; ++i) {
          const int ppc = 12 + static_cast<int>(g.below(9));
          for (int p = 0; p < ppc; ++p) {
            // (at most 1 - 2^-16 inside the cell: a float rounded up to the
            // next cell would deposit past the last node)
            auto frac = [&] { return std::min(0.99998f, static_cast<float>(g.uniform())); };
            x.push_back((i + frac()) * dx);
            y.push_back((j + frac()) * dx);
            z.push_back((k + frac()) * dx);
            w.push_back(uniform_f(g, 0.5, 1.5));
          }
        }
    const int np = static_cast<int>(x.size()), nodes = (n + 1) * (n + 1) * (n + 1);
    deposit_args a{np, n, n, n, 1.0f / dx, -1.0f, dp.up(x), dp.up(y), dp.up(z), dp.up(w), dp.make<float>(nodes)};
    std::vector<output> outs = {make_output(a.rho, nodes, ty::f32)};
    for (int p = 0; p < np; ++p) {
      const float xm = x[p] * a.dxi, ym = y[p] * a.dxi, zm = z[p] * a.dxi;
      const int i = static_cast<int>(std::floor(xm)), j = static_cast<int>(std::floor(ym)), k = static_cast<int>(std::floor(zm));
      const double fx = xm - i, fy = ym - j, fz = zm - k, wq = a.q * w[p];
      for (int iz = 0; iz < 2; ++iz)
        for (int iy = 0; iy < 2; ++iy)
          for (int ix = 0; ix < 2; ++ix) {
            const double v = (ix ? fx : 1 - fx) * (iy ? fy : 1 - fy) * (iz ? fz : 1 - fz) * wq;
            const size_t node = (i + ix) + static_cast<size_t>(n + 1) * ((j + iy) + static_cast<size_t>(n + 1) * (k + iz));
            outs[0].ref[node] += v, outs[0].mag[node] += std::fabs(wq);
          }
    }
    std::printf("deposit: %d^3 cells, %d particles (sorted by cell)\n", n, np);
    run_all(vs, "deposit", &rs_kernels::deposit, a, {256}, outs, 1e-5);
  }
  if (wanted("lj")) {
    device_pool dp;
    const int G = g_quick ? 24 : 64, n = G * G * G;
    const double lat = std::cbrt(1.0 / 0.8442), jitter = 0.1 * lat, cut = 2.5, rlist = cut + 0.3;
    std::vector<double> x(n), y(n), z(n);
    for (int k = 0; k < G; ++k)
      for (int j = 0; j < G; ++j)
        for (int i = 0; i < G; ++i) {
          const int id = i + G * (j + G * k);
          x[id] = i * lat + (2 * g.uniform() - 1) * jitter;
          y[id] = j * lat + (2 * g.uniform() - 1) * jitter;
          z[id] = k * lat + (2 * g.uniform() - 1) * jitter;
        }
    const int S = static_cast<int>(std::ceil(rlist / lat)) + 1;
    std::vector<std::vector<int>> lists(n);
    parallel_for(n, [&](long long b, long long e, int) {
      for (long long id = b; id < e; ++id) {
        const int i = static_cast<int>(id % G), j = static_cast<int>((id / G) % G), k = static_cast<int>(id / (G * G));
        for (int dk = -S; dk <= S; ++dk)
          for (int dj = -S; dj <= S; ++dj)
            for (int di = -S; di <= S; ++di) {
              const int ii = i + di, jj = j + dj, kk = k + dk;
              if (ii < 0 || jj < 0 || kk < 0 || ii >= G || jj >= G || kk >= G) continue;
              const int o = ii + G * (jj + G * kk);
              if (o <= id) continue;
              const double ddx = x[id] - x[o], ddy = y[id] - y[o], ddz = z[id] - z[o];
              if (ddx * ddx + ddy * ddy + ddz * ddz <= rlist * rlist) lists[id].push_back(o);
            }
      }
    });
    size_t maxn = 0, total = 0;
    for (const auto& l : lists) maxn = std::max(maxn, l.size()), total += l.size();
    std::vector<int> numneigh(n), neigh(maxn * n, 0);
    for (int i = 0; i < n; ++i) {
      numneigh[i] = static_cast<int>(lists[i].size());
      for (size_t k = 0; k < lists[i].size(); ++k)  // a few entries carry special-bond flags in the high bits
        neigh[k * n + i] = lists[i][k] | (g.below(50) == 0 ? (1 << 30) : 0);
    }
    lj_args a{n, dp.up(x), dp.up(y), dp.up(z), dp.up(numneigh), dp.up(neigh), cut * cut,
              dp.make<double>(n), dp.make<double>(n), dp.make<double>(n)};
    std::vector<output> outs = {make_output(a.fx, n, ty::f64), make_output(a.fy, n, ty::f64), make_output(a.fz, n, ty::f64)};
    for (auto& o : outs) o.slack.assign(n, 0.0);
    for (int i = 0; i < n; ++i)
      for (int j : lists[i]) {
        const double d[3] = {x[i] - x[j], y[i] - y[j], z[i] - z[j]};
        const double rsq = d[0] * d[0] + d[1] * d[1] + d[2] * d[2];
        const bool near = std::fabs(rsq - a.cutsq) <= 1e-12 * a.cutsq;  // FMA contraction may flip the cutoff test
        if (rsq >= a.cutsq && !near) continue;
        const double r2inv = 1.0 / rsq, r6inv = r2inv * r2inv * r2inv, fpair = 24.0 * r6inv * (2.0 * r6inv - 1.0) * r2inv;
        for (int c = 0; c < 3; ++c) {
          if (near) outs[c].slack[i] += std::fabs(d[c] * fpair), outs[c].slack[j] += std::fabs(d[c] * fpair);
          if (rsq >= a.cutsq) continue;
          outs[c].ref[i] += d[c] * fpair, outs[c].mag[i] += std::fabs(d[c] * fpair);
          outs[c].ref[j] -= d[c] * fpair, outs[c].mag[j] += std::fabs(d[c] * fpair);
        }
      }
    std::printf("lj: %d atoms, %.1f half neighbours per atom (max %zu)\n", n, static_cast<double>(total) / n, maxn);
    run_all(vs, "lj", &rs_kernels::lj, a, {128, 256}, outs, 1e-10);
  }
}

// ---- histograms and sparse ---------------------------------------------------------
void misc_workloads(const std::vector<variant>& vs) {
  rng g(5);
  if (wanted("hist")) {
    device_pool dp;
    const int W = g_quick ? 960 : 3840, H = g_quick ? 540 : 2160;
    std::vector<unsigned char> img(static_cast<size_t>(W) * H);
    for (int yy = 0; yy < H; ++yy)  // a smooth photo-like field plus sensor noise
      for (int xx = 0; xx < W; ++xx) {
        const double u = static_cast<double>(xx) / W, v = static_cast<double>(yy) / H;
        const double f = 110 + 60 * std::sin(6.0 * u + 2.0 * v) * std::cos(3.0 * v) + 50 * (v - 0.5) + 20 * std::sin(40 * u * v);
        img[static_cast<size_t>(yy) * W + xx] = static_cast<unsigned char>(std::clamp(f + normal_f(g) * 2.0, 0.0, 255.0));
      }
    hist_args a{W * H, dp.up(img), dp.make<unsigned>(256), g_sms};
    std::vector<output> outs = {make_output(a.hist, 256, ty::u32)};
    for (unsigned char c : img) outs[0].ref[c] += 1;
    run_all(vs, "hist256", &rs_kernels::hist, a, {256}, outs, 0);
  }
  if (wanted("spmv")) {
    device_pool dp;
    const int rows = g_quick ? 1 << 17 : 1 << 20;
    std::vector<int> row, col;
    std::vector<float> val;
    for (int r = 0; r < rows; ++r) {  // power-law row lengths: Pareto, minimum 8, exponent 2 (mean about 16)
      const int len = std::min(20000, static_cast<int>(8.0 / std::sqrt(std::max(1e-9, g.uniform()))));
      for (int k = 0; k < len; ++k) row.push_back(r), col.push_back(static_cast<int>(g.below(rows))), val.push_back(uniform_f(g, -1, 1));
    }
    std::vector<float> xv(rows);
    for (float& v : xv) v = uniform_f(g, -1, 1);
    const int nnz = static_cast<int>(row.size());
    spmv_args a{nnz, dp.up(row), dp.up(col), dp.up(val), dp.up(xv), dp.make<float>(rows)};
    std::vector<output> outs = {make_output(a.y, rows, ty::f32)};
    for (int k = 0; k < nnz; ++k) {
      const double v = static_cast<double>(val[k] * xv[col[k]]);
      outs[0].ref[row[k]] += v, outs[0].mag[row[k]] += std::fabs(v);
    }
    std::printf("spmv: %d rows, %d nonzeros\n", rows, nnz);
    run_all(vs, "spmv_coo", &rs_kernels::spmv, a, {256}, outs, 1e-5);
  }
  // bench/'s persistent rows (bench.cu grid-random and grid-sorted at
  // --persistent=256, issue 28's check): not real-project shapes, so not part
  // of the suite; run only when asked for (--only=persistent).
  if (!g_only.empty() && wanted("persistent")) {
    const int cells = 100 * 100 * 100, n = g_quick ? 1 << 20 : 10000000;
    std::vector<float> vals(n);
    for (float& v : vals) v = uniform_f(g, -1, 1);
    for (int sorted = 0; sorted < 2; ++sorted) {
      device_pool dp;
      std::vector<int> keys(n);
      for (int i = 0; i < n; ++i) keys[i] = sorted ? (i / 10) % cells : static_cast<int>(g.below(cells));
      persistent_args a{n, dp.up(keys), dp.up(vals), dp.make<float>(cells), g_sms};
      std::vector<output> outs = {make_output(a.table, cells, ty::f32)};
      for (int i = 0; i < n; ++i) outs[0].ref[keys[i]] += vals[i], outs[0].mag[keys[i]] += std::fabs(vals[i]);
      if (sorted)
        run_all(vs, "persistent_sorted", &rs_kernels::persistent_sorted, a, {256}, outs, 1e-5);
      else
        run_all(vs, "persistent_random", &rs_kernels::persistent_random, a, {256}, outs, 1e-5);
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  using namespace rs;
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s <outdir> [--quick] [--reps N] [--only=K1,K2,...]\n", argv[0]);
    return 2;
  }
  const std::string outdir = argv[1];
  for (int i = 2; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--quick")) {
      g_quick = true;
    } else if (!std::strcmp(argv[i], "--reps") && i + 1 < argc) {
      g_reps = std::max(1, std::atoi(argv[++i]));
    } else if (!std::strncmp(argv[i], "--only=", 7)) {
      std::string s = argv[i] + 7;
      for (size_t p = 0; p <= s.size();) {
        const size_t q = std::min(s.find(',', p), s.size());
        if (q > p) g_only.push_back(s.substr(p, q - p));
        p = q + 1;
      }
    } else {
      std::fprintf(stderr, "unknown argument %s\n", argv[i]);
      return 2;
    }
  }
  cudaDeviceProp prop;
  CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
  int rt = 0;
  CUDA_CHECK(cudaRuntimeGetVersion(&rt));
  g_sms = prop.multiProcessorCount;
  g_threads_per_sm = prop.maxThreadsPerMultiProcessor;
  std::printf("device: %s (sm_%d%d, %d SMs), CUDA runtime %d, %s, median of %d\n", prop.name, prop.major, prop.minor,
              g_sms, rt, g_quick ? "quick sizes" : "full sizes", g_reps);
  const std::vector<variant> vs = all_variants();
  ml_workloads(vs);
  graph_workloads(vs);
  raster_workload(vs);
  physics_workloads(vs);
  misc_workloads(vs);
  middle_graph_workloads(vs);
  middle_points_workloads(vs);
  middle_vision_workloads(vs);
  middle_render_workloads(vs);

  // CSV and table: one row per (kernel, block), one column per variant, x plain.
  std::map<std::pair<std::string, int>, double> plain;
  for (const auto& r : g_results)
    if (r.variant == std::string("plain") && r.correct) plain[{r.kernel, r.block}] = r.median_us;
  auto speedup = [&](const result& r) {
    const auto p = plain.find({r.kernel, r.block});
    return p != plain.end() && r.correct ? p->second / r.median_us : NAN;
  };
  FILE* csv = std::fopen((outdir + "/realshapes.csv").c_str(), "w");
  if (!csv) {
    std::fprintf(stderr, "cannot write %s/realshapes.csv\n", outdir.c_str());
    return 2;
  }
  std::fprintf(csv, "kernel,variant,block,median_us,min_us,speedup_vs_plain,check\n");
  for (const auto& r : g_results)
    std::fprintf(csv, "%s,%s,%d,%.3f,%.3f,%.4f,%s\n", r.kernel.c_str(), r.variant.c_str(), r.block, r.median_us,
                 r.min_us, speedup(r), r.correct ? "correct" : "WRONG");
  std::fclose(csv);
  std::vector<std::pair<std::string, int>> rows;
  std::vector<std::string> labels;
  std::map<std::tuple<std::string, int, std::string>, const result*> t;
  bool all_ok = true;
  for (const auto& r : g_results) {
    if (std::find(rows.begin(), rows.end(), std::make_pair(r.kernel, r.block)) == rows.end()) rows.push_back({r.kernel, r.block});
    if (std::find(labels.begin(), labels.end(), r.variant) == labels.end()) labels.push_back(r.variant);
    t[{r.kernel, r.block, r.variant}] = &r;
    all_ok = all_ok && r.correct;
  }
  std::printf("\n== real shapes, median us (speedup vs plain) ==\n%-26s %5s", "kernel", "block");
  for (const auto& l : labels) std::printf(" | %-18s", l.c_str());
  std::printf("\n");
  for (const auto& [k, b] : rows) {
    std::printf("%-26s %5d", k.c_str(), b);
    for (const auto& l : labels) {
      const auto it = t.find({k, b, l});
      char buf[64] = "-";
      if (it != t.end()) {
        if (it->second->correct) std::snprintf(buf, sizeof buf, "%.1f (%.2fx)", it->second->median_us, speedup(*it->second));
        else std::snprintf(buf, sizeof buf, "WRONG");
      }
      std::printf(" | %-18s", buf);
    }
    std::printf("\n");
  }
  std::printf("%s\n", all_ok ? "all variants correct" : "SOME VARIANTS WRONG");
  return all_ok ? 0 : 1;
}
