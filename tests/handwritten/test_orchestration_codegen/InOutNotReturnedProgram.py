# tests/ut/codegen/test_orchestration_codegen.py::TestOrchestration::test_inout_not_returned_three_outputs_alias (hand-written)
import pypto.language as pl


@pl.program
class InOutNotReturnedProgram:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(
        self,
        inout_t: pl.InOut[pl.Tensor[[16, 16], pl.FP32]],
        out_a: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
        out_b: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
        out_c: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> tuple[
        pl.Tensor[[16, 16], pl.FP32],
        pl.Tensor[[16, 16], pl.FP32],
        pl.Tensor[[16, 16], pl.FP32],
    ]:
        it: pl.Tile[[16, 16], pl.FP32] = pl.load(inout_t, [0, 0], [16, 16])
        _io: pl.Tensor[[16, 16], pl.FP32] = pl.store(it, [0, 0], inout_t)
        a_out: pl.Tensor[[16, 16], pl.FP32] = pl.store(it, [0, 0], out_a)
        b_out: pl.Tensor[[16, 16], pl.FP32] = pl.store(it, [0, 0], out_b)
        c_out: pl.Tensor[[16, 16], pl.FP32] = pl.store(it, [0, 0], out_c)
        return a_out, b_out, c_out

    @pl.function(type=pl.FunctionType.AIV)
    def combine(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        b: pl.Tensor[[16, 16], pl.FP32],
        c: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        at: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16])
        r: pl.Tensor[[16, 16], pl.FP32] = pl.store(at, [0, 0], out)
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        inout_t: pl.InOut[pl.Tensor[[16, 16], pl.FP32]],
        ta: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
        tb: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
        tc: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
        final: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        o1, o2, o3 = self.kernel(inout_t, ta, tb, tc)
        final = self.combine(o1, o2, o3, final)
        return final
