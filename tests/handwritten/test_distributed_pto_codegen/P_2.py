# tests/ut/codegen/distributed/test_distributed_pto_codegen.py::test_remote_load_ragged_tail_partitions_only_valid_extent (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        data: pld.DistributedTensor[[1, 17], pl.FP32],
        out: pl.Out[pl.Tensor[[1, 17], pl.FP32]],
        peer: pl.Scalar[pl.INT32],
    ):
        tile = pld.tile.remote_load(
            data,
            peer=peer,
            offsets=[0, 0],
            shape=[1, 8192],
            valid_shape=[1, 17],
        )
        return pl.store(tile, [0, 0], out)
