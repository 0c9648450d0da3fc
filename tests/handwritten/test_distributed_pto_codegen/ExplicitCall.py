# tests/ut/codegen/distributed/test_distributed_pto_codegen.py::test_remote_load_clamps_runtime_bound_fully_valid_dynamic_source (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

n = pl.dynamic("REMOTE_FULLY_VALID_N")


@pl.program
class ExplicitCall:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        data: pld.DistributedTensor[[1, n], pl.FP32],
        shape_anchor: pl.Tensor[[1, n], pl.FP32],
        out: pl.Out[pl.Tensor[[1, 16], pl.FP32]],
        peer: pl.Scalar[pl.INT32],
    ):
        tile = pld.tile.remote_load(
            data,
            peer=peer,
            offsets=[0, 0],
            shape=[1, 16],
            valid_shape=[1, 16],
        )
        return pl.store(tile, [0, 0], out)
