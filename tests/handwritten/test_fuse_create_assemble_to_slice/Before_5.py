# tests/ut/ir/transforms/test_fuse_create_assemble_to_slice.py::TestFuseCreateAssembleToSlice::test_3d_target_2d_tile_offset_padded (hand-written)
import pypto.language as pl


@pl.program
class Before:
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
                chunk: pl.Tensor[[2, 4], pl.FP32] = pl.create_tensor([2, 4], dtype=pl.FP32)
                chunk = self.compute(x, chunk)
                out = pl.assemble(out, chunk, [b, 0, col])
        return out
