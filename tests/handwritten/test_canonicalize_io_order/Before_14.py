# tests/ut/ir/transforms/test_canonicalize_io_order.py::TestCanonicalizeIOOrder::test_inout_discipline_violation_skips_whole_function (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def mutate(self, T: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        r: pl.Tensor[[64, 64], pl.FP32] = pl.add(T, T)
        return r

    @pl.function
    def main(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        in_a: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Tensor[[64, 64], pl.FP32],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        _t_new: pl.Tensor[[64, 64], pl.FP32] = self.mutate(x)
        y: pl.Tensor[[64, 64], pl.FP32] = pl.add(x, x)  # VIOLATION: reads x after InOut pass
        for i in pl.pipeline(0, 2, 1, stage=1):
            t: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(in_a, [0, 0], [64, 64])
            pl.tile.store(t, [0, 0], out)
            t2: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(in_a, [0, 0], [64, 64])
            _c: pl.Tile[[64, 64], pl.FP32] = pl.tile.add(t2, t2)
        return y
