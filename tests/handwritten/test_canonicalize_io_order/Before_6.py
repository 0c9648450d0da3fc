# tests/ut/ir/transforms/test_canonicalize_io_order.py::TestCanonicalizeIOOrder::test_no_io_ops_is_noop (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def main(self, a: pl.Tile[[64, 64], pl.FP32], b: pl.Tile[[64, 64], pl.FP32]):
        for i in pl.range(0, 2, 1):
            _x: pl.Tile[[64, 64], pl.FP32] = pl.tile.add(a, a)
            _y: pl.Tile[[64, 64], pl.FP32] = pl.tile.add(b, b)
