# tests/ut/codegen/distributed/test_distributed_dynamic_shape.py::<module> (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

NR = pl.dynamic("NR")


@pl.program
class DistDynSignal:
    """InCore kernel with rank-count dynamic dim on a DistributedTensor."""

    @pl.function(type=pl.FunctionType.InCore)
    def touch(
        self,
        signal: pld.DistributedTensor[[NR, 1], pl.INT32],
        out: pl.Tensor[[1, 1], pl.INT32],
    ) -> pl.Tensor[[1, 1], pl.INT32]:
        pld.system.wait(signal, offsets=[0, 0], expected=0, cmp=pld.WaitCmp.Ge)
        val: pl.Scalar[pl.INT32] = pl.read(signal, [0, 0])
        pl.write(out, [0, 0], val)
        return out
