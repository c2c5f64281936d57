// bench/realshapes/middle_graph.cu -- issue 45's feature-parallel scatters:
// torch_scatter's scatter (sum) and DGL's COO SpMM (copy_u, sum) aggregating
// node features over a graph's edges at F = 1, 4, 16, 64, 256 features, and
// PyTorch's index_add_ on a table of 64 or 256 floats per row.
//
// Graphs (2^15 nodes, 2^19 edges; --quick 2^12 and 2^16), three orders of the
// destination keys:
//   sorted    R-MAT (Graph500 parameters: power-law in-degrees), edges sorted
//             by destination: the CSC order (PyG's sort_edge_index with
//             sort_by_row=False, DGL's in-edges); a destination's edges are
//             consecutive, so at F < 32 a warp's lanes share addresses.
//   unsorted  the same edges sorted by source: a coalesced COO edge_index
//             (PyG's default order); destinations scattered, hubs aside.
//   zipf      destinations drawn from Zipf(1.0) (offset 2.7: the hottest node
//             gets about 3% of the edges, like items' popularity in a
//             user-item graph), sources uniform, random order.
// Both kernels compute out = A x for the same x, so they share the reference.
#include <cstdio>
#include <string>

#include "middle_workloads.h"

namespace rs {
namespace {

/// A graph's edges in one order of destinations.
struct keyed_edges {
  std::string name;
  int n;
  std::vector<int> src, dst;
};

std::vector<keyed_edges> gnn_graphs() {
  const int scale = g_quick ? 12 : 15, n = 1 << scale;
  std::vector<keyed_edges> gs;
  edge_list by_dst = rmat(scale, 16, 45, /*by_dst=*/true);
  gs.push_back({"sorted", n, std::move(by_dst.src), std::move(by_dst.dst)});
  edge_list by_src = rmat(scale, 16, 45, /*by_dst=*/false);
  gs.push_back({"unsorted", n, std::move(by_src.src), std::move(by_src.dst)});
  const size_t E = gs[0].src.size();
  rng g(4501);
  const zipf popular(n, 1.0, 2.7, g);
  keyed_edges z{"zipf", n, std::vector<int>(E), std::vector<int>(E)};
  for (size_t e = 0; e < E; ++e) z.src[e] = static_cast<int>(g.below(n)), z.dst[e] = popular(g);
  gs.push_back(std::move(z));
  return gs;
}

/// out[d*F + f] = sum over the edges (s, d) of x[s*F + f], with the sums of
/// magnitudes, computed per destination from the edges grouped by it.
void aggregate_reference(const keyed_edges& ge, int F, const std::vector<float>& x, output& out) {
  const int n = ge.n;
  std::vector<long long> start(n + 1, 0);
  for (int d : ge.dst) ++start[d + 1];
  for (int i = 0; i < n; ++i) start[i + 1] += start[i];
  std::vector<int> in_src(ge.src.size());
  std::vector<long long> fill(start.begin(), start.end() - 1);
  for (size_t e = 0; e < ge.src.size(); ++e) in_src[fill[ge.dst[e]]++] = ge.src[e];
  parallel_for(n, [&](long long b, long long e, int) {
    for (long long d = b; d < e; ++d)
      for (long long k = start[d]; k < start[d + 1]; ++k)
        for (int f = 0; f < F; ++f) {
          const double v = x[static_cast<size_t>(in_src[k]) * F + f];
          out.ref[d * F + f] += v;
          out.mag[d * F + f] += std::fabs(v);
        }
  });
}

void scatter_and_spmm(const std::vector<variant>& vs) {
  const bool scatter = wanted("scatter_sum", "middle"), spmm = wanted("spmm_copy_u", "middle");
  if (!scatter && !spmm) return;
  for (const keyed_edges& ge : gnn_graphs()) {
    const long long E = static_cast<long long>(ge.src.size());
    const std::vector<long long> src64(ge.src.begin(), ge.src.end()), dst64(ge.dst.begin(), ge.dst.end());
    device_pool graph;
    const long long* d_src = graph.up(src64);
    const long long* d_dst = graph.up(dst64);
    std::printf("gnn graph %s: %d nodes, %lld edges\n", ge.name.c_str(), ge.n, E);
    for (int F : {1, 4, 16, 64, 256}) {
      device_pool dp;
      const std::vector<float> x = random_floats(static_cast<size_t>(ge.n) * F, 4502 + F, -1, 1);
      float* d_out = dp.make<float>(x.size());
      std::vector<output> outs = {make_output(d_out, x.size(), ty::f32)};
      aggregate_reference(ge, F, x, outs[0]);
      const std::string suffix = ".F" + std::to_string(F) + "." + ge.name;
      if (scatter) {
        // The messages x[src[e]] gathered per edge, as message passing does
        // before it aggregates.
        std::vector<float> msg(static_cast<size_t>(E) * F);
        parallel_for(E, [&](long long b, long long e, int) {
          for (long long k = b; k < e; ++k)
            std::copy_n(&x[static_cast<size_t>(ge.src[k]) * F], F, &msg[static_cast<size_t>(k) * F]);
        });
        const scatter_sum_args a{static_cast<int>(E), F, ge.n, dp.up(msg), d_dst, d_out};
        run_all(vs, "scatter_sum" + suffix, &rs_kernels::scatter_sum, a, {256}, outs, 1e-5);
      }
      if (spmm) {
        const spmm_coo_args a{E, ge.n, F, d_src, d_dst, dp.up(x), d_out};
        run_all(vs, "spmm_copy_u" + suffix, &rs_kernels::spmm_copy_u, a, {256}, outs, 1e-5);
      }
    }
  }
}

// index_add_ on an embedding-like table: 2^16 rows (--quick 2^13) of S = 64
// or 256 floats, 2^25 source elements (--quick 2^22); rows drawn from
// Zipf(1.1) (hot rows, as token or item ids) or uniformly, in random order.
void index_add_wide(const std::vector<variant>& vs) {
  if (!wanted("index_add_wide", "middle")) return;
  const int rows = g_quick ? 1 << 13 : 1 << 16;
  const long long total = g_quick ? 1 << 22 : 1 << 25;
  rng g(4503);
  for (int S : {64, 256}) {
    const int n_index = static_cast<int>(total / S);
    const std::vector<float> src = random_floats(static_cast<size_t>(total), 4504 + S, -1, 1);
    for (const char* dist : {"zipf", "uniform"}) {
      device_pool dp;
      std::vector<long long> index(n_index);
      if (dist[0] == 'z') {
        const zipf hot(rows, 1.1, 1.0, g);
        for (long long& i : index) i = hot(g);
      } else {
        for (long long& i : index) i = g.below(rows);
      }
      const index_add_wide_args a{n_index, S, rows, 1.0f, dp.up(index), dp.up(src),
                                  dp.make<float>(static_cast<size_t>(rows) * S), g_sms};
      std::vector<output> outs = {make_output(a.dst, static_cast<size_t>(rows) * S, ty::f32)};
      output& o = outs[0];
      parallel_for(S, [&](long long e0, long long e1, int) {  // a thread per range of columns
        for (int i = 0; i < n_index; ++i)
          for (long long e = e0; e < e1; ++e) {
            const double v = src[static_cast<size_t>(i) * S + e];
            o.ref[index[i] * S + e] += v;
            o.mag[index[i] * S + e] += std::fabs(v);
          }
      });
      run_all(vs, "index_add_wide.S" + std::to_string(S) + "." + dist, &rs_kernels::index_add_wide, a, {128}, outs,
              1e-5);
    }
  }
}

}  // namespace

void middle_graph_workloads(const std::vector<variant>& vs) {
  scatter_and_spmm(vs);
  index_add_wide(vs);
}

}  // namespace rs
