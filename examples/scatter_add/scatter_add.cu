// Scatter-add over an edge list / a COO sparse matrix:
//   degree  in-degree of each vertex, atomicAdd(&deg[dst[e]], 1) per edge;
//   spmv    y = A x for A in COO form, atomicAdd(&y[row[k]], val[k] * x[col[k]]).
//
//   scatter_add [degree|spmv] [natural|sorted]   (default: degree natural)
//
// 2^20 vertices (rows), 2^24 edges (nonzeros). Destinations (rows) follow a
// skewed, power-law-like distribution, hub vertices spread over the id range.
//   natural  edges grouped by source vertex (adjacency-list order, as a graph
//            or a column-assembled matrix comes): destinations scattered;
//   sorted   edges sorted by destination (row): runs of equal destinations.
#include "example_support.h"

#include <string>

constexpr int kVertices = 1 << 20;
constexpr int kEdges = 1 << 24;

__global__ void in_degree(const int* __restrict__ dst, int edges, int* deg) {
  const int e = blockIdx.x * blockDim.x + threadIdx.x;
  if (e < edges) atomicAdd(&deg[dst[e]], 1);
}

__global__ void spmv_coo(const int* __restrict__ row, const int* __restrict__ col,
                         const float* __restrict__ val,
                         const float* __restrict__ x, int nnz, float* y) {
  const int k = blockIdx.x * blockDim.x + threadIdx.x;
  if (k < nnz) atomicAdd(&y[row[k]], val[k] * x[col[k]]);
}

struct Coo {
  std::vector<int> row, col;
  std::vector<float> val;
};

// Stable counting sort of the entries by `key` (row or col).
static Coo sorted_by(const Coo& in, const std::vector<int>& key) {
  std::vector<int> start(kVertices + 1, 0);
  for (int k : key) ++start[k + 1];
  for (int v = 0; v < kVertices; ++v) start[v + 1] += start[v];
  Coo out;
  out.row.resize(kEdges);
  out.col.resize(kEdges);
  out.val.resize(kEdges);
  for (int e = 0; e < kEdges; ++e) {
    const int pos = start[key[e]]++;
    out.row[pos] = in.row[e];
    out.col[pos] = in.col[e];
    out.val[pos] = in.val[e];
  }
  return out;
}

static Coo make_graph(const std::string& order, example::Rng& rng) {
  Coo g;
  g.row.resize(kEdges);
  g.col.resize(kEdges);
  g.val.resize(kEdges);
  for (int e = 0; e < kEdges; ++e) {
    const double u = rng.uniform();
    const auto rank = static_cast<uint32_t>(u * u * kVertices);  // skewed
    // Odd multiplier modulo a power of two: a bijection that spreads the hubs.
    g.row[e] = static_cast<int>((rank * 2654435761u) & (kVertices - 1));
    g.col[e] = static_cast<int>(rng.below(kVertices));
    g.val[e] = static_cast<float>(rng.uniform(-1.0, 1.0));
  }
  return order == "sorted" ? sorted_by(g, g.row) : sorted_by(g, g.col);
}

int main(int argc, char** argv) {
  const std::string op = argc > 1 ? argv[1] : "degree";
  const std::string order = argc > 2 ? argv[2] : "natural";
  if ((op != "degree" && op != "spmv") ||
      (order != "natural" && order != "sorted")) {
    std::fprintf(stderr, "usage: %s [degree|spmv] [natural|sorted]\n", argv[0]);
    return 2;
  }
  example::print_device();
  std::printf("vertices=%d edges=%d op=%s order=%s\n", kVertices, kEdges,
              op.c_str(), order.c_str());

  example::Rng rng(123456789);
  const Coo g = make_graph(order, rng);
  std::vector<float> x(kVertices);
  for (auto& v : x) v = static_cast<float>(rng.uniform(-1.0, 1.0));

  example::DeviceBuffer<int> d_row(g.row), d_col(g.col);
  const unsigned threads = 256;
  const unsigned blocks = example::blocks_for(kEdges, threads);
  float ms = 0.f;
  size_t bad = 0;
  if (op == "degree") {
    example::DeviceBuffer<int> d_deg(kVertices);
    ms = example::time_median_ms(
        [&] { d_deg.zero(); },
        [&] { in_degree<<<blocks, threads>>>(d_row.get(), kEdges, d_deg.get()); });
    std::vector<int> ref(kVertices, 0);
    for (int r : g.row) ++ref[r];
    bad = example::count_mismatches("deg", d_deg.download(), ref);
  } else {
    example::DeviceBuffer<float> d_val(g.val), d_x(x), d_y(kVertices);
    ms = example::time_median_ms(
        [&] { d_y.zero(); },
        [&] {
          spmv_coo<<<blocks, threads>>>(d_row.get(), d_col.get(), d_val.get(),
                                        d_x.get(), kEdges, d_y.get());
        });
    // Reference in double. Tolerance: the float rounding bound of a sum of
    // (count + 1) rounded terms, |err| <= (count + 1) * eps * sum |term|.
    std::vector<double> ref(kVertices, 0.0), scale(kVertices, 0.0);
    std::vector<int> count(kVertices, 0);
    for (int k = 0; k < kEdges; ++k) {
      const double term = double(g.val[k]) * x[g.col[k]];
      ref[g.row[k]] += term;
      scale[g.row[k]] += std::fabs(term);
      ++count[g.row[k]];
    }
    for (int r = 0; r < kVertices; ++r) scale[r] *= count[r] + 1;
    bad = example::count_mismatches_fp("y", d_y.download(), ref, scale,
                                       1.2e-7, 1e-30);
  }
  return example::report(ms, bad == 0);
}
