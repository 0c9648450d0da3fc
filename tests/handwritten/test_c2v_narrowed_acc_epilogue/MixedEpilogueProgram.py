# tests/st/runtime/cross_core/test_c2v_narrowed_acc_epilogue.py::_MixedEpilogueCase::get_program (hand-written)
import pypto.language as pl

M_TILE = 64
VALID_ROWS = 16
N_TILE = 128
K_ONE_BLOCK = 256
k = K_ONE_BLOCK


@pl.program
class MixedEpilogueProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[M_TILE, k], pl.INT8],
        w: pl.Tensor[[N_TILE, k], pl.INT8],
        scale: pl.Tensor[[M_TILE, 1], pl.FP32],
        out: pl.InOut[pl.Tensor[[M_TILE, N_TILE], pl.FP32]],
    ) -> pl.Tensor[[M_TILE, N_TILE], pl.FP32]:
        xk = pl.slice(x, [M_TILE, k], [0, 0], valid_shape=[VALID_ROWS, k])
        acc = pl.matmul(xk, w, b_trans=True, out_dtype=pl.INT32)  # cube
        deq = pl.row_expand_mul(pl.cast(acc, target_type=pl.FP32, mode="none"), scale)
        out[:] = pl.fillpad(pl.set_validshape(deq, VALID_ROWS, N_TILE), pad_value=pl.PadValue.zero)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        x: pl.Tensor[[M_TILE, k], pl.INT8],
        w: pl.Tensor[[N_TILE, k], pl.INT8],
        scale: pl.Tensor[[M_TILE, 1], pl.FP32],
        out: pl.InOut[pl.Tensor[[M_TILE, N_TILE], pl.FP32]],
    ) -> pl.Tensor[[M_TILE, N_TILE], pl.FP32]:
        out = self.kernel(x, w, scale, out)
        return out
