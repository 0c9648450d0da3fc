# tests/ut/ir/transforms/test_declared_memref.py::TestRejects::test_rejects_binding_a_view_output (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        t0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.load(a, [0, 0], [64, 64])
        view: pl.Tile[[32, 128], pl.FP32, pl.MemRef("elsewhere"), pl.Mem.Vec] = pl.reshape(
            t0, [32, 128]
        )
        return pl.store(view, [0, 0], out)
