# tests/ut/ir/transforms/test_memory_reuse_pinned.py::test_alloc_buffer_survives_full_pipeline (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.spmd(4, name_hint="blk") as tid:  # noqa: F841 — multi-stmt body needs `as`
            a = pl.tile.load(x, [0, 0], [64, 64])
            pl.tile.alloc_buffer(a, addr=0, size=16384, id=0)
            b = pl.tile.add(a, a)
            pl.tile.alloc_buffer(b, addr=16384, size=16384, id=1)
            y = pl.tile.store(b, [0, 0], y)
        return y
