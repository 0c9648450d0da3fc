# tests/ut/codegen/distributed/test_distributed_dynamic_shape.py::<module> (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

NR = pl.dynamic("NR")


@pl.program
class DistNranksStepBound:
    """InCore kernel with a non-index (INT32) step bound on pl.range()."""

    @pl.function(type=pl.FunctionType.InCore)
    def scan(
        self,
        signal: pld.DistributedTensor[[NR, 1], pl.INT32],
        stride: pl.Scalar[pl.INT32],
    ) -> pl.Tensor[[1, 1], pl.INT32]:
        ctx = pld.get_comm_ctx(signal)
        nranks = pld.nranks(ctx)
        # stride is INT32; codegen must insert arith.index_cast for the step
        # of scf.for — same treatment as start/stop bounds.
        for src in pl.range(0, nranks, stride):
            pld.system.wait(signal, offsets=[src, 0], expected=1, cmp=pld.WaitCmp.Ge)
        out: pl.Tensor[[1, 1], pl.INT32] = pl.create_tensor([1, 1], dtype=pl.INT32)
        return out
