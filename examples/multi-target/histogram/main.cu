#include "histogram.cuh"
#include <mt/common.cuh>
#include <algorithm>
#include <vector>

int main() {
  const size_t words = size_t(1) << 22;
  std::vector<unsigned> data(words);
  mt::Rng rng(64256);
  for (unsigned &w : data)
    w = static_cast<unsigned>(rng.next());
  std::vector<unsigned> want64(kBins64, 0), want256(kBins256, 0);
  for (unsigned w : data)
    for (int s = 0; s < 32; s += 8) {
      want64[((w >> s) & 0xffu) >> 2]++;
      want256[(w >> s) & 0xffu]++;
    }

  unsigned *d_data, *d_hist;
  MT_CHECK(cudaMalloc(&d_data, words * sizeof(unsigned)));
  MT_CHECK(cudaMalloc(&d_hist, kBins256 * sizeof(unsigned)));
  MT_CHECK(cudaMemcpy(d_data, data.data(), words * sizeof(unsigned),
                      cudaMemcpyHostToDevice));
  std::vector<unsigned> got(kBins256);

  MT_CHECK(cudaMemset(d_hist, 0, kBins256 * sizeof(unsigned)));
  histogram64(d_data, words, d_hist);
  MT_CHECK(cudaMemcpy(got.data(), d_hist, kBins64 * sizeof(unsigned),
                      cudaMemcpyDeviceToHost));
  bool ok = std::equal(want64.begin(), want64.end(), got.begin());

  MT_CHECK(cudaMemset(d_hist, 0, kBins256 * sizeof(unsigned)));
  histogram256(d_data, words, d_hist);
  MT_CHECK(cudaMemcpy(got.data(), d_hist, kBins256 * sizeof(unsigned),
                      cudaMemcpyDeviceToHost));
  ok = ok && got == want256;

  MT_CHECK(cudaFree(d_data));
  MT_CHECK(cudaFree(d_hist));
  return mt::report("histogram", ok);
}
