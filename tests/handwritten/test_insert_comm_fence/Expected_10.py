# tests/ut/ir/transforms/test_insert_comm_fence.py::test_wait_then_read_inserts_whole_gm_cacheinvalid (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def f(
        self,
        out: pl.Out[pl.Tensor[[1, 1], pl.INT32]],
        signal: pld.DistributedTensor[[1, 1], pl.INT32],
    ):
        pld.system.wait(signal=signal, offsets=[0, 0], expected=1, cmp=pld.WaitCmp.Ge)
        pl.system.cacheinvalid()
        val: pl.Scalar[pl.INT32] = pl.read(signal, [0, 0])
        pl.write(out, [0, 0], val)
