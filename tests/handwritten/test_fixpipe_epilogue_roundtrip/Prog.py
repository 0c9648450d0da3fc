# tests/ut/ir/parser/test_fixpipe_epilogue_roundtrip.py::test_absent_epilogue_emits_no_kwargs (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 16], pl.FP32]],
    ) -> pl.Tensor[[32, 16], pl.FP32]:
        src = pl.tile.load(x, [0, 0], [16, 16], target_memory=pl.Mem.Vec)
        dst = pl.tile.create([32, 16], pl.FP32, target_memory=pl.Mem.Vec)
        dst = pl.tile.assemble(dst, src, [0, 0])
        return pl.tile.store(dst, [0, 0], out)
