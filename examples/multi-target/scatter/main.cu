#include "scatter_add.cuh"
#include <cmath>
#include <mt/common.cuh>
#include <vector>

int main() {
  const size_t n = size_t(1) << 22;
  const int bins = 4096;
  std::vector<float> w(n);
  std::vector<int> to(n);
  std::vector<double> want(bins, 0.0), magnitude(bins, 0.0);
  mt::Rng rng(31337);
  for (size_t i = 0; i < n; ++i) {
    w[i] = rng.uniform() - 0.5f;
    // Runs of equal bins, as sorted or spatially coherent inputs have.
    to[i] = static_cast<int>((i / 64 + rng.next() % 4) % bins);
    want[to[i]] += w[i];
    magnitude[to[i]] += std::fabs(w[i]);
  }

  float *d_w, *d_out;
  int *d_to;
  MT_CHECK(cudaMalloc(&d_w, n * sizeof(float)));
  MT_CHECK(cudaMalloc(&d_to, n * sizeof(int)));
  MT_CHECK(cudaMalloc(&d_out, bins * sizeof(float)));
  MT_CHECK(cudaMemcpy(d_w, w.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  MT_CHECK(cudaMemcpy(d_to, to.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  MT_CHECK(cudaMemset(d_out, 0, bins * sizeof(float)));
  scatter_add(d_w, d_to, n, d_out);
  std::vector<float> got(bins);
  MT_CHECK(cudaMemcpy(got.data(), d_out, bins * sizeof(float),
                      cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int b = 0; b < bins; ++b)
    ok = ok && std::fabs(got[b] - want[b]) <= 1e-5 * magnitude[b] + 1e-6;
  MT_CHECK(cudaFree(d_w));
  MT_CHECK(cudaFree(d_to));
  MT_CHECK(cudaFree(d_out));
  return mt::report("scatter_add", ok);
}
