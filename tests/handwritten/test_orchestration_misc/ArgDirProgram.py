# tests/ut/codegen/test_orchestration_misc.py::TestArgDirectionsCodegen::_build_program_with_arg_directions (hand-written)
import pypto.language as pl


@pl.program
class ArgDirProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16])
        ret: pl.Tensor[[16, 16], pl.FP32] = pl.store(t, [0, 0], out)
        return ret

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        buf: pl.Tensor[[16, 16], pl.FP32] = pl.create_tensor([16, 16], dtype=pl.FP32)
        buf = self.kernel(a, buf)
        out = self.kernel(buf, out)
        return out
