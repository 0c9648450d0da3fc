# tests/ut/codegen/test_orchestration_codegen_more.py::TestOrchestrationMore::test_tuple_in_for_loop (hand-written)
import pypto.language as pl


@pl.program
class TupleForLoopProgram:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel_init(
        self,
        a: pl.InOut[pl.Tensor[[16, 16], pl.FP32]],
        b: pl.InOut[pl.Tensor[[16, 16], pl.FP32]],
    ) -> tuple[
        pl.Tensor[[16, 16], pl.FP32],
        pl.Tensor[[16, 16], pl.FP32],
    ]:
        at: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16])
        bt: pl.Tile[[16, 16], pl.FP32] = pl.load(b, [0, 0], [16, 16])
        a_out: pl.Tensor[[16, 16], pl.FP32] = pl.store(at, [0, 0], a)
        b_out: pl.Tensor[[16, 16], pl.FP32] = pl.store(bt, [0, 0], b)
        return a_out, b_out

    @pl.function(type=pl.FunctionType.AIV)
    def kernel_update(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        a: pl.InOut[pl.Tensor[[16, 16], pl.FP32]],
        b: pl.InOut[pl.Tensor[[16, 16], pl.FP32]],
    ) -> tuple[
        pl.Tensor[[16, 16], pl.FP32],
        pl.Tensor[[16, 16], pl.FP32],
    ]:
        xt: pl.Tile[[16, 16], pl.FP32] = pl.load(x, [0, 0], [16, 16])
        at: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16])
        a_out: pl.Tensor[[16, 16], pl.FP32] = pl.store(xt, [0, 0], a)
        b_out: pl.Tensor[[16, 16], pl.FP32] = pl.store(at, [0, 0], b)
        return a_out, b_out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch_tuple_loop(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        a_acc: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        b_acc: pl.Tensor[[16, 16], pl.FP32] = pl.create_tensor([16, 16], dtype=pl.FP32)
        # Tuple call BEFORE the loop — makes _tuple_tmp/a_acc/b_acc loop-carried
        a_acc, b_acc = self.kernel_init(a_acc, b_acc)
        for i in pl.range(4):
            # Tuple call INSIDE the loop — triggers iter_arg self-assignment
            a_acc, b_acc = self.kernel_update(x, a_acc, b_acc)
        return a_acc
