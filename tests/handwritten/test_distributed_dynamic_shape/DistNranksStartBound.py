# tests/ut/codegen/distributed/test_distributed_dynamic_shape.py::<module> (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

NR = pl.dynamic("NR")


@pl.program
class DistNranksStartBound:
    """InCore kernel with a non-index (INT32) start bound on pl.range()."""

    @pl.function(type=pl.FunctionType.InCore)
    def scan(
        self,
        signal: pld.DistributedTensor[[NR, 1], pl.INT32],
        start_offset: pl.Scalar[pl.INT32],
    ) -> pl.Tensor[[1, 1], pl.INT32]:
        ctx = pld.get_comm_ctx(signal)
        nranks = pld.nranks(ctx)
        # start_offset is INT32; codegen must insert arith.index_cast for the
        # lower bound of scf.for — same treatment as the stop bound.
        for src in pl.range(start_offset, nranks):
            pld.system.wait(signal, offsets=[src, 0], expected=1, cmp=pld.WaitCmp.Ge)
        out: pl.Tensor[[1, 1], pl.INT32] = pl.create_tensor([1, 1], dtype=pl.INT32)
        return out
