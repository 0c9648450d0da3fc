# tests/ut/ir/parser/test_remote_load.py::test_remote_load_accepts_valid_shape_for_ragged_tail (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function
    def kernel(
        self,
        data: pld.DistributedTensor[[1, 17], pl.FP32],
        peer: pl.Scalar[pl.INT32],
    ) -> pl.Tensor[[1, 17], pl.FP32]:
        t = pld.tile.remote_load(
            data,
            peer=peer,
            offsets=[0, 0],
            shape=[1, 8192],
            valid_shape=[1, 17],
        )
        return t  # type: ignore[return-value]
