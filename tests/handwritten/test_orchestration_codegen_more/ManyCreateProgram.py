# tests/ut/codegen/test_orchestration_codegen_more.py::TestOrchestrationMore::test_alloc_tensors_splits_at_16 (hand-written)
import pypto.language as pl


@pl.program
class ManyCreateProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel_copy(
        self,
        x: pl.Tensor[[8], pl.FP32],
        out: pl.Out[pl.Tensor[[8], pl.FP32]],
    ) -> pl.Tensor[[8], pl.FP32]:
        t: pl.Tile[[8], pl.FP32] = pl.load(x, [0], [8])
        r: pl.Tensor[[8], pl.FP32] = pl.store(t, [0], out)
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        src: pl.Tensor[[8], pl.FP32],
        dst: pl.Out[pl.Tensor[[8], pl.FP32]],
    ) -> pl.Tensor[[8], pl.FP32]:
        t0: pl.Tensor[[8], pl.FP32] = pl.create_tensor([8], dtype=pl.FP32)
        t1: pl.Tensor[[8], pl.FP32] = pl.create_tensor([8], dtype=pl.FP32)
        t2: pl.Tensor[[8], pl.FP32] = pl.create_tensor([8], dtype=pl.FP32)
        t3: pl.Tensor[[8], pl.FP32] = pl.create_tensor([8], dtype=pl.FP32)
        t4: pl.Tensor[[8], pl.FP32] = pl.create_tensor([8], dtype=pl.FP32)
        t5: pl.Tensor[[8], pl.FP32] = pl.create_tensor([8], dtype=pl.FP32)
        t6: pl.Tensor[[8], pl.FP32] = pl.create_tensor([8], dtype=pl.FP32)
        t7: pl.Tensor[[8], pl.FP32] = pl.create_tensor([8], dtype=pl.FP32)
        t8: pl.Tensor[[8], pl.FP32] = pl.create_tensor([8], dtype=pl.FP32)
        t9: pl.Tensor[[8], pl.FP32] = pl.create_tensor([8], dtype=pl.FP32)
        t10: pl.Tensor[[8], pl.FP32] = pl.create_tensor([8], dtype=pl.FP32)
        t11: pl.Tensor[[8], pl.FP32] = pl.create_tensor([8], dtype=pl.FP32)
        t12: pl.Tensor[[8], pl.FP32] = pl.create_tensor([8], dtype=pl.FP32)
        t13: pl.Tensor[[8], pl.FP32] = pl.create_tensor([8], dtype=pl.FP32)
        t14: pl.Tensor[[8], pl.FP32] = pl.create_tensor([8], dtype=pl.FP32)
        t15: pl.Tensor[[8], pl.FP32] = pl.create_tensor([8], dtype=pl.FP32)
        t16: pl.Tensor[[8], pl.FP32] = pl.create_tensor([8], dtype=pl.FP32)
        t17: pl.Tensor[[8], pl.FP32] = pl.create_tensor([8], dtype=pl.FP32)
        t0 = self.kernel_copy(src, t0)
        t1 = self.kernel_copy(t0, t1)
        t2 = self.kernel_copy(t1, t2)
        t3 = self.kernel_copy(t2, t3)
        t4 = self.kernel_copy(t3, t4)
        t5 = self.kernel_copy(t4, t5)
        t6 = self.kernel_copy(t5, t6)
        t7 = self.kernel_copy(t6, t7)
        t8 = self.kernel_copy(t7, t8)
        t9 = self.kernel_copy(t8, t9)
        t10 = self.kernel_copy(t9, t10)
        t11 = self.kernel_copy(t10, t11)
        t12 = self.kernel_copy(t11, t12)
        t13 = self.kernel_copy(t12, t13)
        t14 = self.kernel_copy(t13, t14)
        t15 = self.kernel_copy(t14, t15)
        t16 = self.kernel_copy(t15, t16)
        t17 = self.kernel_copy(t16, t17)
        dst = self.kernel_copy(t17, dst)
        return dst
