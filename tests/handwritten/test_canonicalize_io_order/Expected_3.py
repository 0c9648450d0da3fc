# tests/ut/ir/transforms/test_canonicalize_io_order.py::TestCanonicalizeIOOrder::test_scalar_compute_lifts_to_top_unblocking_loads (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, in_a: pl.Tensor[[256, 64], pl.FP32], out: pl.Tensor[[256, 64], pl.FP32]):
        for i in pl.range(0, 2, 1):
            off0: pl.Scalar[pl.INDEX] = i * 64
            off1: pl.Scalar[pl.INDEX] = (i + 1) * 64
            t0: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(in_a, [off0, 0], [64, 64])
            t1: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(in_a, [off1, 0], [64, 64])
            c0: pl.Tile[[64, 64], pl.FP32] = pl.tile.add(t0, t0)
            c1: pl.Tile[[64, 64], pl.FP32] = pl.tile.add(t1, t1)
            pl.tile.store(c0, [off0, 0], out)
            pl.tile.store(c1, [off1, 0], out)
