# ptoc: compile --backend 910B --no-emit-loc
# The reference's test_distributed_pto_codegen
# test_remote_load_codegen_uses_runtime_min_of_source_and_requested_valid_extents: the peer
# view's column extent is an arith.minsi chain of the two runtime extents (the source's
# valid columns, bound by shape_anchor's dim, and requested_cols), both kernel arguments.
import pypto.language as pl
import pypto.language.distributed as pld

source_cols = pl.dynamic("REMOTE_SOURCE_COLS")


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        data: pld.DistributedTensor[
            [1, 16],
            pl.FP32,
            pl.TensorView(valid_shape=[1, source_cols], stride=[], layout=pl.TensorLayout.ND),
        ],
        shape_anchor: pl.Tensor[[1, source_cols], pl.FP32],
        out: pl.Out[pl.Tensor[[1, 16], pl.FP32]],
        peer: pl.Scalar[pl.INT32],
        requested_cols: pl.Scalar[pl.INDEX],
    ):
        tile = pld.tile.remote_load(
            data,
            peer=peer,
            offsets=[0, 0],
            shape=[1, 16],
            valid_shape=[1, requested_cols],
        )
        return pl.store(tile, [0, 0], out)
