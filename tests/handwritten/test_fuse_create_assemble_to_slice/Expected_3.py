# tests/ut/ir/transforms/test_fuse_create_assemble_to_slice.py::TestFuseCreateAssembleToSlice::test_3d_target_2d_tile_offset_padded (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def compute(
        self,
        x: pl.Tensor[[4, 8], pl.FP32],
        out: pl.Out[pl.Tensor[[2, 4], pl.FP32]],
    ) -> pl.Tensor[[2, 4], pl.FP32]:
        t: pl.Tile[[2, 4], pl.FP32] = pl.load(x, [0, 0], [2, 4])
        out_1: pl.Tensor[[2, 4], pl.FP32] = pl.store(t, [0, 0], out)
        return out_1

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        x: pl.Tensor[[4, 8], pl.FP32],
        out: pl.Out[pl.Tensor[[2, 4, 8], pl.FP32]],
    ) -> pl.Tensor[[2, 4, 8], pl.FP32]:
        for b in pl.range(2):
            for c in pl.range(2):
                col = c * 4
                chunk: pl.Tensor[[1, 2, 4], pl.FP32] = pl.slice(out, [1, 2, 4], [b, 0, col])
                # Use a different name because the DSL rejects reassigning
                # chunk (type [1,2,4]) with compute's return (type [2,4]).
                # After SSA both programs produce distinct vars anyway, and
                # name_hint_ is IgnoreField in structural equality.
                _chunk_ret: pl.Tensor[[2, 4], pl.FP32] = self.compute(x, chunk)
        return out
