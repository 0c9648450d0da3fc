# tests/ut/codegen/test_pto_codegen.py::test_pto_codegen_gemv_family_uses_exact_ops_and_single_row_mat_layout (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class GemvCodegenProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def base(
        self,
        a: pl.Tensor[[1, 128], pl.FP32],
        b: pl.Tensor[[128, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[1, 64], pl.FP32]],
    ) -> pl.Tensor[[1, 64], pl.FP32]:
        lhs = pl.load(a, [0, 0], [1, 128], target_memory=pl.MemorySpace.Mat)
        rhs = pl.load(b, [0, 0], [128, 64], target_memory=pl.MemorySpace.Mat)
        partial = pl.tile.gemv(lhs, rhs, acc_phase=pl.AccPhase.Partial)
        out = pl.store(partial, [0, 0], out)
        final = pl.tile.gemv(lhs, rhs, acc_phase=pl.AccPhase.Final)
        out = pl.store(final, [0, 0], out, st_phase=pl.STPhase.Final)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def bias(
        self,
        a: pl.Tensor[[1, 128], pl.FP32],
        b: pl.Tensor[[128, 64], pl.FP32],
        bias: pl.Tensor[[1, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[1, 64], pl.FP32]],
    ) -> pl.Tensor[[1, 64], pl.FP32]:
        lhs = pl.load(a, [0, 0], [1, 128], target_memory=pl.MemorySpace.Mat)
        rhs = pl.load(b, [0, 0], [128, 64], target_memory=pl.MemorySpace.Mat)
        bias_tile = pl.load(bias, [0, 0], [1, 64], target_memory=pl.MemorySpace.Mat)
        partial = pl.tile.gemv_bias(lhs, rhs, bias_tile, acc_phase=pl.AccPhase.Partial)
        out = pl.store(partial, [0, 0], out)
        final = pl.tile.gemv_bias(lhs, rhs, bias_tile, acc_phase=pl.AccPhase.Final)
        out = pl.store(final, [0, 0], out, st_phase=pl.STPhase.Final)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def acc(
        self,
        a: pl.Tensor[[1, 256], pl.FP32],
        b: pl.Tensor[[256, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[1, 64], pl.FP32]],
    ) -> pl.Tensor[[1, 64], pl.FP32]:
        lhs0 = pl.load(a, [0, 0], [1, 128], target_memory=pl.MemorySpace.Mat)
        rhs0 = pl.load(b, [0, 0], [128, 64], target_memory=pl.MemorySpace.Mat)
        result = pl.tile.gemv(lhs0, rhs0)
        lhs1 = pl.load(a, [0, 128], [1, 128], target_memory=pl.MemorySpace.Mat)
        rhs1 = pl.load(b, [128, 0], [128, 64], target_memory=pl.MemorySpace.Mat)
        result = pl.tile.gemv_acc(result, lhs1, rhs1, acc_phase=pl.AccPhase.Partial)
        result = pl.tile.gemv_acc(result, lhs1, rhs1, acc_phase=pl.AccPhase.Final)
        out = pl.store(result, [0, 0], out, st_phase=pl.STPhase.Final)
        return out
