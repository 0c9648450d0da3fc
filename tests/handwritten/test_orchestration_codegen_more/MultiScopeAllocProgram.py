# tests/ut/codegen/test_orchestration_codegen_more.py::TestOrchestrationMore::test_multi_scope_alloc_tensors_batching (hand-written)
import pypto.language as pl


@pl.program
class MultiScopeAllocProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel_op(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        b: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        a_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16])
        b_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(b, [0, 0], [16, 16])
        result: pl.Tile[[16, 16], pl.FP32] = pl.add(a_tile, b_tile)
        ret: pl.Tensor[[16, 16], pl.FP32] = pl.store(result, [0, 0], out)
        return ret

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        y: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        # Outer scope: 2 create_tensor -> batched into alloc_0
        t1: pl.Tensor[[16, 16], pl.FP32] = pl.create_tensor([16, 16], dtype=pl.FP32)
        t2: pl.Tensor[[16, 16], pl.FP32] = pl.create_tensor([16, 16], dtype=pl.FP32)
        t1 = self.kernel_op(x, y, t1)
        t2 = self.kernel_op(t1, x, t2)
        for i in pl.range(4):
            # Inner scope (for body): 1 create_tensor -> batched into alloc_1
            tmp: pl.Tensor[[16, 16], pl.FP32] = pl.create_tensor([16, 16], dtype=pl.FP32)
            tmp = self.kernel_op(t2, y, tmp)
            t2 = self.kernel_op(tmp, t1, t2)
        out = self.kernel_op(t2, t1, out)
        return out
