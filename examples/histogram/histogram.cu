// 256-bin histogram of an 8-bit image, the naive kernel: one thread per pixel,
// one global atomicAdd per pixel.
//
//   histogram [smooth|noise]      (default: smooth)
//
//   smooth  a generated 4096 x 4096 image with smooth gradients and flat
//           regions, so neighbouring pixels (and the lanes of a warp) mostly
//           fall into the same bin, as in photographs and rendered frames;
//   noise   independent uniform bytes: every lane hits its own bin, the case
//           where aggregation cannot help.
#include "example_support.h"

#include <string>

constexpr int kWidth = 4096;
constexpr int kHeight = 4096;
constexpr int kPixels = kWidth * kHeight;
constexpr int kBins = 256;

__global__ void histogram_naive(const unsigned char* __restrict__ image, int n,
                                unsigned int* hist) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&hist[image[i]], 1u);
}

static std::vector<unsigned char> make_image(const std::string& kind) {
  example::Rng rng(4242);
  std::vector<unsigned char> img(kPixels);
  if (kind == "noise") {
    for (auto& px : img) px = static_cast<unsigned char>(rng.next() >> 56);
    return img;
  }
  // Smooth field: bilinear interpolation of a coarse random lattice.
  constexpr int kStep = 256;
  constexpr int kLw = kWidth / kStep + 1, kLh = kHeight / kStep + 1;
  std::vector<double> lattice(kLw * kLh);
  for (auto& v : lattice) v = rng.uniform(16.0, 240.0);
  for (int yy = 0; yy < kHeight; ++yy) {
    const int ly = yy / kStep;
    const double fy = double(yy % kStep) / kStep;
    for (int xx = 0; xx < kWidth; ++xx) {
      const int lx = xx / kStep;
      const double fx = double(xx % kStep) / kStep;
      const double top = lattice[ly * kLw + lx] * (1 - fx) +
                         lattice[ly * kLw + lx + 1] * fx;
      const double bottom = lattice[(ly + 1) * kLw + lx] * (1 - fx) +
                            lattice[(ly + 1) * kLw + lx + 1] * fx;
      img[size_t(yy) * kWidth + xx] =
          static_cast<unsigned char>(top * (1 - fy) + bottom * fy);
    }
  }
  // Flat objects: rectangles of one grey level painted over the field.
  for (int r = 0; r < 300; ++r) {
    const int w = 32 + int(rng.below(480)), h = 32 + int(rng.below(480));
    const int x0 = int(rng.below(kWidth - w)), y0 = int(rng.below(kHeight - h));
    const auto level = static_cast<unsigned char>(rng.below(256));
    for (int yy = y0; yy < y0 + h; ++yy)
      std::memset(&img[size_t(yy) * kWidth + x0], level, w);
  }
  // Sensor noise: a few pixels off by one.
  for (auto& px : img) {
    const uint64_t r = rng.next();
    if ((r & 31) == 0) px = static_cast<unsigned char>(px + ((r >> 5) & 1 ? 1 : -1));
  }
  return img;
}

int main(int argc, char** argv) {
  const std::string kind = argc > 1 ? argv[1] : "smooth";
  if (kind != "smooth" && kind != "noise") {
    std::fprintf(stderr, "usage: %s [smooth|noise]\n", argv[0]);
    return 2;
  }
  example::print_device();
  std::printf("image=%dx%d kind=%s\n", kWidth, kHeight, kind.c_str());

  const std::vector<unsigned char> img = make_image(kind);
  example::DeviceBuffer<unsigned char> d_img(img);
  example::DeviceBuffer<unsigned int> d_hist(kBins);

  const unsigned threads = 256;
  const float ms = example::time_median_ms(
      [&] { d_hist.zero(); },
      [&] {
        histogram_naive<<<example::blocks_for(kPixels, threads), threads>>>(
            d_img.get(), kPixels, d_hist.get());
      });

  std::vector<unsigned int> ref(kBins, 0);
  for (unsigned char px : img) ++ref[px];
  const size_t bad = example::count_mismatches("hist", d_hist.download(), ref);
  return example::report(ms, bad == 0);
}
