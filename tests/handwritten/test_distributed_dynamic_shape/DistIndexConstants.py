# tests/ut/codegen/distributed/test_distributed_dynamic_shape.py::<module> (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

NR = pl.dynamic("NR")


@pl.program
class DistIndexConstants:
    """InCore kernel with index-typed start constant — must not produce spurious casts."""

    @pl.function(type=pl.FunctionType.InCore)
    def scan(
        self,
        signal: pld.DistributedTensor[[NR, 1], pl.INT32],
    ) -> pl.Tensor[[1, 1], pl.INT32]:
        ctx = pld.get_comm_ctx(signal)
        nranks = pld.nranks(ctx)
        # start is already index-typed; EmitCastToIndex must be a no-op here.
        start: pl.Scalar[pl.INDEX] = pl.const(0, pl.INDEX)
        for src in pl.range(start, nranks):
            pld.system.wait(signal, offsets=[src, 0], expected=1, cmp=pld.WaitCmp.Ge)
        out: pl.Tensor[[1, 1], pl.INT32] = pl.create_tensor([1, 1], dtype=pl.INT32)
        return out
