# ptoc: print
# A subscript with a slice and fewer items than the rank takes the whole of
# the trailing axes, as the reference reads the tests/st kernels
# test_c2v_narrowed_acc_epilogue writes (`out[:] = ...`, `acc_gm[:]`): a read
# is the window of every row, a write assembles at the window's offsets.
# A subscript of indices only still names every axis (err_subscript.py).
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        acc_gm: pl.Tensor[[64, 128], pl.INT32],
        out: pl.InOut[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        deq = pl.cast(acc_gm[:], target_type=pl.FP32, mode="none")
        top = acc_gm[0:16]
        out[:] = deq
        out[16:32] = pl.cast(top, target_type=pl.FP32)
        return out
