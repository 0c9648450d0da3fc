# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_mixed_loop_carried_and_full_tuple_return (test_orchestration_tensor_rw.py): the first
# kernel returns dst (through a loop's yield) and acc (a store); they are get_ref(0) and get_ref(1) of its
# allocation and the consumer reads both, as two distinct inputs.
import pypto.language as pl


@pl.program
class MixedReturnProgram:
    @pl.function
    def main(
        self,
        src: pl.Tensor[[4, 16], pl.FP32],
        final_out: pl.Out[pl.Tensor[[4, 16], pl.FP32]],
    ) -> pl.Tensor[[4, 16], pl.FP32]:
        dst = pl.create_tensor([4, 16], dtype=pl.FP32)
        acc = pl.create_tensor([4, 16], dtype=pl.FP32)
        with pl.at(level=pl.Level.CORE_GROUP):
            # ForStmt: assemble rows into dst (produces yield return).
            for i in pl.range(4):
                row = pl.slice(src, [1, 16], [i, 0])
                dst = pl.assemble(dst, row, [i, 0])
            # Top-level assemble into acc (produces tile.store return).
            full_view = pl.slice(src, [4, 16], [0, 0])
            acc = pl.assemble(acc, full_view, [0, 0])
        with pl.at(level=pl.Level.CORE_GROUP):
            # Consumer: uses both dst and acc from previous kernel.
            dst_tile = pl.slice(dst, [4, 16], [0, 0])
            acc_tile = pl.slice(acc, [4, 16], [0, 0])
            result = pl.add(dst_tile, acc_tile)
            final_out = pl.assemble(final_out, result, [0, 0])
        return final_out
