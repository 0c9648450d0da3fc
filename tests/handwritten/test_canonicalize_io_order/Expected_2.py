# tests/ut/ir/transforms/test_canonicalize_io_order.py::TestCanonicalizeIOOrder::test_scalar_offset_lifts_above_independent_load (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(strict_ssa=True)
    def main(self, in_a: pl.Tensor[[128, 64], pl.FP32], out: pl.Tensor[[128, 64], pl.FP32]):
        for i in pl.range(0, 2, 1):
            off: pl.Scalar[pl.INDEX] = 64
            ta: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(in_a, [0, 0], [64, 64])
            ta2: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(in_a, [off, 0], [64, 64])
            tc: pl.Tile[[64, 64], pl.FP32] = pl.tile.add(ta, ta2)
            pl.tile.store(tc, [0, 0], out)
