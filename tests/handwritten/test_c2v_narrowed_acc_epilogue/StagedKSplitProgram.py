# tests/st/runtime/cross_core/test_c2v_narrowed_acc_epilogue.py::_StagedKSplitCase::get_program (hand-written)
import pypto.language as pl

M_TILE = 64
VALID_ROWS = 16
N_TILE = 128
K_MULTI_BLOCK = 2048
k = K_MULTI_BLOCK


@pl.program
class StagedKSplitProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def cube(
        self,
        x: pl.Tensor[[M_TILE, k], pl.INT8],
        w: pl.Tensor[[N_TILE, k], pl.INT8],
        acc_gm: pl.InOut[pl.Tensor[[M_TILE, N_TILE], pl.INT32]],
    ) -> pl.Tensor[[M_TILE, N_TILE], pl.INT32]:
        xk = pl.slice(x, [M_TILE, k], [0, 0], valid_shape=[VALID_ROWS, k])
        acc_gm[:] = pl.matmul(xk, w, b_trans=True, out_dtype=pl.INT32)
        return acc_gm

    @pl.function(type=pl.FunctionType.InCore)
    def dequant(
        self,
        acc_gm: pl.Tensor[[M_TILE, N_TILE], pl.INT32],
        scale: pl.Tensor[[M_TILE, 1], pl.FP32],
        out: pl.InOut[pl.Tensor[[M_TILE, N_TILE], pl.FP32]],
    ) -> pl.Tensor[[M_TILE, N_TILE], pl.FP32]:
        deq = pl.row_expand_mul(pl.cast(acc_gm[:], target_type=pl.FP32, mode="none"), scale)
        out[:] = pl.fillpad(pl.set_validshape(deq, VALID_ROWS, N_TILE), pad_value=pl.PadValue.zero)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        x: pl.Tensor[[M_TILE, k], pl.INT8],
        w: pl.Tensor[[N_TILE, k], pl.INT8],
        scale: pl.Tensor[[M_TILE, 1], pl.FP32],
        out: pl.InOut[pl.Tensor[[M_TILE, N_TILE], pl.FP32]],
        acc_gm: pl.InOut[pl.Tensor[[M_TILE, N_TILE], pl.INT32]],
    ) -> pl.Tensor[[M_TILE, N_TILE], pl.FP32]:
        acc_gm = self.cube(x, w, acc_gm)
        out = self.dequant(acc_gm, scale, out)
        return out
