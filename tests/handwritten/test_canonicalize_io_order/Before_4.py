# tests/ut/ir/transforms/test_canonicalize_io_order.py::TestCanonicalizeIOOrder::test_already_ordered_region_is_noop (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def main(self, in_a: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        for i in pl.range(0, 2, 1):
            ta: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(in_a, [0, 0], [64, 64])
            tc: pl.Tile[[64, 64], pl.FP32] = pl.tile.add(ta, ta)
            pl.tile.store(tc, [0, 0], out)
