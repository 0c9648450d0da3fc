# tests/ut/codegen/distributed/test_distributed_dynamic_shape.py::<module> (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

NR = pl.dynamic("NR")


@pl.program
class DistNranksLoop:
    """InCore kernel that uses pld.nranks(ctx) as a pl.range() bound."""

    @pl.function(type=pl.FunctionType.InCore)
    def scan(
        self,
        signal: pld.DistributedTensor[[NR, 1], pl.INT32],
        out: pl.Out[pl.Tensor[[1, 1], pl.INT32]],
    ) -> pl.Tensor[[1, 1], pl.INT32]:
        ctx = pld.get_comm_ctx(signal)
        nranks = pld.nranks(ctx)
        # pld.nranks returns INT32 (i32 in MLIR); scf.for requires index.
        # Codegen must insert arith.index_cast automatically — no pl.cast here.
        for src in pl.range(nranks):
            pld.system.wait(signal, offsets=[src, 0], expected=1, cmp=pld.WaitCmp.Ge)
        return out
