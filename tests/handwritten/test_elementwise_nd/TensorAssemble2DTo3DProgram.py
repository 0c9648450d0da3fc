# tests/st/runtime/test_elementwise_nd.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class TensorAssemble2DTo3DProgram:
    """2D tensor.create assembled into 3D target with shape padding.

    Exercises FuseCreateAssembleToSlice: the pass fuses tensor.create([4, 16])
    + tensor.assemble(out[2, 4, 16], ..., [b, 0, 0]) into tensor.slice with
    shape [1, 4, 16] (padded with leading 1 to match target rank).
    Regression test for #1006.
    """

    @pl.function(type=pl.FunctionType.InCore)
    def compute(
        self,
        x: pl.Tensor[[4, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[4, 16], pl.FP32]],
    ) -> pl.Tensor[[4, 16], pl.FP32]:
        t: pl.Tile[[4, 16], pl.FP32] = pl.load(x, [0, 0], [4, 16])
        out = pl.store(t, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        x: pl.Tensor[[4, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[2, 4, 16], pl.FP32]],
    ) -> pl.Tensor[[2, 4, 16], pl.FP32]:
        for b in pl.range(2):
            chunk: pl.Tensor[[4, 16], pl.FP32] = pl.create_tensor([4, 16], dtype=pl.FP32)
            chunk = self.compute(x, chunk)
            out = pl.assemble(out, chunk, [b, 0, 0])
        return out
